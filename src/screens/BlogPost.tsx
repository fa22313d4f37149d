import { marked } from 'marked';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { postBySlug } from '../public/blog-content';
import { postDate } from '../public/blog-posts';
import { NotFound } from './NotFound';
import '../public/public.css';

/** /blog/:slug: one bundled post, its Markdown rendered; an unknown slug is the 404 page. */
export function BlogPost() {
  const { slug = '' } = useParams();
  const post = postBySlug(slug);
  useDocumentTitle(post ? post.title : 'Page not found');
  // The posts are ours, bundled at build time: their HTML is trusted like the page's own.
  const html = useMemo(() => (post ? marked.parse(post.body, { async: false }) : ''), [post]);
  if (!post) return <NotFound />;
  return (
    <main className="screen public-page">
      <article className="public-blog__post">
        <h1>{post.title}</h1>
        <time className="public-blog__date" dateTime={post.date}>
          {postDate(post.date)}
        </time>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      <p className="public-blog__back">
        <Link to="/blog">All posts</Link>
      </p>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { posts } from '../public/blog-content';
import { postDate } from '../public/blog-posts';
import '../public/public.css';
import { VideoUpdates } from '../public/VideoUpdates';

/** /blog: the posts bundled with Ritual, newest first, and the feature videos the server lists. */
export function Blog() {
  return (
    <main className="screen public-page">
      <h1>Blog</h1>
      <ol className="public-blog__list" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.slug} className="public-blog__item">
            <article>
              <h2>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h2>
              <time className="public-blog__date" dateTime={post.date}>
                {postDate(post.date)}
              </time>
              <p>{post.summary}</p>
            </article>
          </li>
        ))}
      </ol>
      <VideoUpdates />
    </main>
  );
}

import { blogPosts } from './blog-posts';

/**
 * The posts in content/blog, bundled at build time. Only the blog screens import this module, so
 * the posts load with them, never with the first page.
 */
const files = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const posts = blogPosts(files);

export const postBySlug = (slug: string) => posts.find((post) => post.slug === slug);

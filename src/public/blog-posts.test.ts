import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPosts, parseBlogPost, postDate, slugOfFile } from './blog-posts';

const post = (title: string, date: string, body = 'Hello.') =>
  `---\ntitle: ${title}\ndate: ${date}\nsummary: About ${title}: with a colon\n---\n\n${body}\n`;

describe('blog posts', () => {
  it('reads title, date and summary from the front matter, and the rest as the body', () => {
    const parsed = parseBlogPost('/content/blog/2026-01-02-first.md', post('First', '2026-01-02'));
    expect(parsed).toEqual({
      slug: 'first',
      title: 'First',
      date: '2026-01-02',
      summary: 'About First: with a colon',
      body: '\nHello.\n',
    });
  });

  it('lists the newest first', () => {
    const posts = blogPosts({
      'a/2026-01-02-old.md': post('Old', '2026-01-02'),
      'a/2026-03-01-new.md': post('New', '2026-03-01'),
      'a/2026-02-01-middle.md': post('Middle', '2026-02-01'),
    });
    expect(posts.map((one) => one.slug)).toEqual(['new', 'middle', 'old']);
  });

  it('refuses a post without front matter or with a bad date', () => {
    expect(() => parseBlogPost('x.md', '# No front matter')).toThrow('no front matter');
    expect(() => parseBlogPost('x.md', post('Bad', '2026/01/02'))).toThrow('YYYY-MM-DD');
    expect(() => parseBlogPost('x.md', '---\ntitle: T\ndate: 2026-01-01\n---\n')).toThrow(
      'title and summary',
    );
  });

  it('takes the date prefix off the file name for the slug', () => {
    expect(slugOfFile('../../content/blog/2026-09-14-offline-first.md')).toBe('offline-first');
    expect(slugOfFile('plain.md')).toBe('plain');
  });

  it('shows the calendar day written, whatever the time zone', () => {
    expect(postDate('2026-09-14', 'en-GB')).toBe('14 September 2026');
  });

  it('parses every bundled post', () => {
    const dir = join(import.meta.dirname, '../../content/blog');
    const files = Object.fromEntries(
      readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
    );
    const posts = blogPosts(files);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(posts.map((one) => one.slug)).size).toBe(posts.length);
  });
});

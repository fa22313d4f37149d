/** A bundled blog post (content/blog/*.md): its front matter and its Markdown body. */
export interface BlogPost {
  /** the file name without its date prefix and `.md`: the post's address under /blog */
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `key: value` lines between the `---` fences; anything else is a mistake in the file. */
function frontMatter(text: string, file: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return fields;
}

/** The slug of `…/2026-09-14-offline-first.md`: `offline-first`. */
export function slugOfFile(file: string): string {
  const name = file.split('/').pop()!.replace(/\.md$/, '');
  return name.replace(/^\d{4}-\d{2}-\d{2}-/, '');
}

/** One post from its file's text. A post without title, date or summary fails the build's tests. */
export function parseBlogPost(file: string, source: string): BlogPost {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter`);
  const { title, date, summary } = frontMatter(match[1]!, file);
  if (!title || !summary) throw new Error(`${file}: front matter needs title and summary`);
  if (!date || !DATE.test(date)) throw new Error(`${file}: front matter needs date: YYYY-MM-DD`);
  return { slug: slugOfFile(file), title, date, summary, body: source.slice(match[0].length) };
}

/** Every post, newest first (by date, then by slug for a stable order). */
export function blogPosts(files: Record<string, string>): BlogPost[] {
  return Object.entries(files)
    .map(([file, source]) => parseBlogPost(file, source))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** A post's date as readers read it, e.g. "14 September 2026" (read as a calendar day, not UTC). */
export function postDate(date: string, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

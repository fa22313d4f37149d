/**
 * A #tag is a word that begins with # in an entry's notes (#scales, #día-3): after the start or a
 * space or opening punctuation, so an address's #anchor or a C# is not one. Tags are compared in
 * lower case and without accents, so #Día and #dia are one tag; the page shows them as written
 * first.
 */
const TAG = /(^|[\s([{"'“‘])#([\p{L}\p{N}][\p{L}\p{N}_-]{0,49})/gu;

/** The tag's key: lower case, accents folded (the same folding as the search's words). */
export const tagKey = (tag: string) =>
  tag
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Every tag in the notes, as written, each once (by its key), in the order they appear. */
export function tagsOf(notes: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const match of notes.matchAll(TAG)) {
    const tag = match[2]!;
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** A piece of notes: words as they are, or a #tag (`tag` without its #). */
export type TaggedPart = { text: string } | { text: string; tag: string };

/** The notes cut into words and #tags, for the page to show each tag as a chip. */
export function splitTags(text: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const at = match.index + match[1]!.length;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: `#${match[2]!}`, tag: match[2]! });
    from = at + 1 + match[2]!.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

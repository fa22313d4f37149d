/** A piece of an entry's text: words as they are, or an address to make clickable. */
export type TextPart = { text: string } | { text: string; href: string };

// http(s) addresses and bare www. ones; what ends a sentence is not part of the address.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?'"’”)\]}>]+$/;

/** Keeps a closing bracket that closes one opened inside the address (Wikipedia's links). */
function trimEnd(address: string): string {
  let end = address.replace(TRAILING, '');
  const tail = address.slice(end.length);
  for (const char of tail) {
    const open = char === ')' ? '(' : char === ']' ? '[' : null;
    if (open === null) break;
    const opened = end.split(open).length - 1;
    const closed = end.split(char).length - 1;
    if (opened <= closed) break;
    end += char;
  }
  return end;
}

/**
 * An entry's notes as text and links, for React to render as text nodes and <a> elements: nothing
 * a person typed ever reaches the page as HTML. Only http and https addresses become links.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimEnd(match[0]);
    if (address.length === 0 || /^(https?:\/\/|www\.)$/i.test(address)) continue;
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at) });
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    parts.push({ text: address, href });
    from = at + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

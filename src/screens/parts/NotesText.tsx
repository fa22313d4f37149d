import { memo } from 'react';
import { linkify } from './linkify';

/**
 * What a person wrote, in the reading face, with its addresses as links that open in a new tab.
 * Rendered as text nodes and <a> elements (linkify.ts): never as HTML.
 */
export const NotesText = memo(function NotesText({
  text,
  className,
  label,
}: {
  text: string;
  className: string;
  /** its accessible name, where a test or a screen reader needs the notes told apart */
  label?: string;
}) {
  return (
    <p className={`reading ${className}`} aria-label={label}>
      {linkify(text).map((part, i) =>
        'href' in part ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
});

import { memo } from 'react';
import { splitTags } from '../../../contract/tags';
import { linkify } from './linkify';
import { TagChip } from './TagChip';

/**
 * What a person wrote, in the reading face, with its addresses as links that open in a new tab
 * and its #tags as chips that search for them. Rendered as text nodes, <a> and <button> elements
 * (linkify.ts, contract/tags.ts): never as HTML.
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
          splitTags(part.text).map((piece, j) =>
            'tag' in piece ? (
              <TagChip key={`${i}-${j}`} text={piece.text} tag={piece.tag} />
            ) : (
              piece.text
            ),
          )
        ),
      )}
    </p>
  );
});

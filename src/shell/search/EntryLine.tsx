import { AudioLines, FileText, Image as ImageIcon, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Snippet } from '../../../contract/search';
import type { EntryType } from '../../../contract/uploads';
import type { SearchResult } from './search-results';

const TYPE_ICON: Record<EntryType, typeof FileText> = {
  text: FileText,
  image: ImageIcon,
  audio: AudioLines,
  video: Video,
};

const TYPE_WORD: Record<EntryType, string> = {
  text: 'Note',
  image: 'Photo',
  audio: 'Recording',
  video: 'Video',
};

const day = (iso: string) =>
  // The app's dates are said the British way throughout (dates/when.ts).
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** An entry found: its words around the match with the matching ones marked, its journal and day. */
export function EntryLine({ result }: { result: SearchResult }) {
  const type = result.entryType ?? 'text';
  const Icon = TYPE_ICON[type];
  return (
    <>
      <Icon aria-hidden="true" className="search-result__type" />
      <span className="search-result__entry">
        <span className="search-result__snippet">
          {result.snippet ? <Marked snippet={result.snippet} /> : TYPE_WORD[type]}
        </span>
        <span className="search-result__where">
          {TYPE_WORD[type]} in {result.label}
          {result.writtenAt && ` · ${day(result.writtenAt)}`}
          {result.private && ' · Private'}
        </span>
      </span>
    </>
  );
}

/** The snippet's text with its marked words in <mark>, as text nodes only. */
function Marked({ snippet }: { snippet: Snippet }) {
  const pieces: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of [...snippet.marks].sort((a, b) => a[0] - b[0])) {
    if (start < from || end <= start) continue;
    if (start > from) pieces.push(snippet.text.slice(from, start));
    pieces.push(<mark key={start}>{snippet.text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < snippet.text.length) pieces.push(snippet.text.slice(from));
  return <>{pieces.length > 0 ? pieces : snippet.text}</>;
}

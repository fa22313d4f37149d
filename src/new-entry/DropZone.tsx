import './new-entry.css';

/** docs/product.md §4: over the whole window while files are dragged; 'Add Entry' or 'Invalid file type'. */
export function DropZone({ label }: { label: string }) {
  const refused = label !== 'Add Entry';
  return (
    <div className={`drop-zone${refused ? ' drop-zone--refused' : ''}`} role="status">
      <p className="drop-zone__label">{label}</p>
      <p className="drop-zone__hint">
        {refused ? 'Photos, GIFs, videos and audio can become entries.' : 'Drop to add it.'}
      </p>
    </div>
  );
}

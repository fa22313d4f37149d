import { useCallback } from 'react';
import { entryTypeOf } from '../uploads/entry-type';

export interface PendingFileProps {
  file: File;
  onRemove: () => void;
}

/** The file the entry will carry, shown as it will look: a picture, a video or a player. */
export function PendingFile({ file, onRemove }: PendingFileProps) {
  // The address lives as long as the element showing it (React 19 ref cleanup).
  const showFile = useCallback(
    (element: HTMLImageElement | HTMLMediaElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  const checked = entryTypeOf(file);
  const type = checked.ok ? checked.type : 'text';
  return (
    <figure className="pending-file">
      {type === 'image' && <img ref={showFile} className="pending-file__media" alt={file.name} />}
      {type === 'video' && (
        <video ref={showFile} className="pending-file__media" controls muted preload="metadata" />
      )}
      {type === 'audio' && <audio ref={showFile} controls preload="metadata" />}
      <figcaption className="pending-file__caption">
        <span className="pending-file__name">{file.name}</span>
        <span className="pending-file__size">{sizeText(file.size)}</span>
        <button type="button" className="pending-file__remove" onClick={onRemove}>
          Remove
        </button>
      </figcaption>
    </figure>
  );
}

/** A file's size as people read it: 820 B, 14 KB, 2.4 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

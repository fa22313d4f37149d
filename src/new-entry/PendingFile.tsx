import { X } from 'lucide-react';
import { useCallback } from 'react';
import { RecordingPreview } from '../audio/RecordingPreview';
import { IconButton } from '../components/IconButton';
import { entryTypeOf } from '../uploads/entry-type';

export interface PendingFileProps {
  file: File;
  /** a recording's (or audio file's) waveform, its player's position */
  pcm?: readonly number[];
  /** the figure's name when the file's own is not the point ('Recording preview') */
  label?: string;
  onRemove: () => void;
  /** nothing may change while the entry is being saved */
  disabled?: boolean;
}

/** The file the entry will carry, shown as it will look: a picture, a video or a player. */
export function PendingFile({ file, pcm, label, onRemove, disabled = false }: PendingFileProps) {
  // The address lives as long as the element showing it (React 19 ref cleanup).
  const showFile = useCallback(
    (element: HTMLImageElement | HTMLVideoElement | null) => {
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
    <figure className={`pending-file pending-file--${type}`} aria-label={label}>
      {type === 'image' && <img ref={showFile} className="pending-file__media" alt={file.name} />}
      {type === 'video' && (
        <video ref={showFile} className="pending-file__media" controls muted preload="metadata" />
      )}
      {type === 'audio' && <RecordingPreview file={file} pcm={pcm} />}
      <figcaption className="pending-file__caption">
        <span className="pending-file__name">{file.name}</span>
        <span className="pending-file__size">{sizeText(file.size)}</span>
        <IconButton
          className="pending-file__remove"
          label={`Remove ${file.name}`}
          icon={<X />}
          disabled={disabled}
          onClick={onRemove}
        />
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

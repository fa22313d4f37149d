import { ImagePlus, Lock, LockOpen, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { ALLOWED_UPLOAD_TYPES } from '../../contract/uploads';
import { Button } from '../components/Button';
import { RecordButton, type Recording } from '../recording/Recorder';
import '../components/button.css';

const PICTURES = ALLOWED_UPLOAD_TYPES.filter(
  (type) => type.startsWith('image/') || type.startsWith('video/'),
).join(',');
const ANY_FILE = ALLOWED_UPLOAD_TYPES.join(',');

export interface ComposerToolsProps {
  recording: Recording;
  /** the entry already holds its one file (or is being saved): no other may be added */
  full: boolean;
  busy: boolean;
  isPrivate: boolean;
  onFile: (file: File) => void;
  onPrivate: (isPrivate: boolean) => void;
}

/**
 * The composer's toolbar (docs/product.md §2): a photo or video, a recording, any file Ritual takes,
 * and whether the entry is private. An entry carries one file, so the pickers rest while it has one.
 */
export function ComposerTools({
  recording,
  full,
  busy,
  isPrivate,
  onFile,
  onPrivate,
}: ComposerToolsProps) {
  const recordingNow = recording.state.status === 'recording';
  const resting = full || busy || recordingNow || recording.preparing;
  return (
    <div className="composer__tools" role="group" aria-label="Add to the entry">
      <FilePick
        label="Add a photo or video"
        icon={<ImagePlus />}
        accept={PICTURES}
        disabled={resting}
        onFile={onFile}
      />
      <RecordButton recording={recording} disabled={full || busy} />
      <FilePick
        label="Attach a file"
        icon={<Paperclip />}
        accept={ANY_FILE}
        disabled={resting}
        onFile={onFile}
      />
      <Button
        variant="ghost"
        className="composer__private"
        icon={isPrivate ? <Lock /> : <LockOpen />}
        aria-pressed={isPrivate}
        title={
          isPrivate
            ? 'Private: only you and the journal’s collaborators see it'
            : 'Not private: whoever may read the journal sees it'
        }
        disabled={busy}
        onClick={() => onPrivate(!isPrivate)}
      >
        Private
      </Button>
    </div>
  );
}

/**
 * A file picker drawn as an icon button: the input itself is visually hidden inside its label,
 * so a tap, a click, Space or Enter opens the system's picker, and the label is the 44 px target.
 */
function FilePick({
  label,
  icon,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  icon: ReactNode;
  accept: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <label
      className={`icon-btn composer-pick${disabled ? ' composer-pick--disabled' : ''}`}
      title={label}
    >
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file picked again after a removal is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {icon}
      <span className="visually-hidden">{label}</span>
    </label>
  );
}

import { useObjectUrlRef } from '../hooks/useObjectUrlRef';
import { ImagePlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../components/IconButton';
import { COVER_TYPES } from './cover-picture';
import { sizeText } from './PendingFile';
import '../components/button.css';

export interface CoverPickerProps {
  /** the picture chosen so far, if any */
  cover: File | undefined;
  /** a picture was picked (still to be checked: the composer names a refused one) */
  onPick: (file: File) => void;
  onRemove: () => void;
  /** nothing may change while the entry is being saved */
  disabled?: boolean;
}

/**
 * A recording's optional cover picture, under the recording in the composer: one clear way to add
 * one and, once chosen, the picture as a small square (cropped as the card and the player crop
 * it) with Replace and Remove.
 */
export function CoverPicker({ cover, onPick, onRemove, disabled = false }: CoverPickerProps) {
  const showCover = useObjectUrlRef(cover);
  if (!cover)
    return (
      <div className="cover-pick">
        <PictureInput
          className="btn btn--secondary btn--small"
          label="Add a cover picture"
          icon={<ImagePlus aria-hidden="true" />}
          disabled={disabled}
          onPick={onPick}
        >
          Add a cover picture
        </PictureInput>
        <span className="cover-pick__hint">Optional: a JPEG, GIF or PNG</span>
      </div>
    );
  return (
    <div className="cover-pick cover-pick--chosen">
      <img ref={showCover} className="cover-pick__thumb" alt="Cover picture" />
      <span className="cover-pick__about">
        <span className="cover-pick__name">{cover.name}</span>
        <span className="cover-pick__hint">Cover picture · {sizeText(cover.size)}</span>
      </span>
      <PictureInput
        className="btn btn--ghost btn--small"
        label="Replace the cover picture"
        disabled={disabled}
        onPick={onPick}
      >
        Replace
      </PictureInput>
      <IconButton
        label="Remove the cover picture"
        icon={<X />}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}

/**
 * A picture picker drawn as a button: the input is visually hidden inside its label, so a tap,
 * a click, Space or Enter opens the system's picker.
 */
function PictureInput({
  className,
  label,
  icon,
  disabled,
  onPick,
  children,
}: {
  className: string;
  label: string;
  icon?: ReactNode;
  disabled: boolean;
  onPick: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <label className={`${className} cover-pick__button${disabled ? ' cover-pick--disabled' : ''}`}>
      <input
        type="file"
        className="visually-hidden"
        aria-label={label}
        accept={COVER_TYPES.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same picture picked again after a removal is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      {icon}
      <span className="btn__label">{children}</span>
    </label>
  );
}

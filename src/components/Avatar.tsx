import type { CSSProperties } from 'react';
import { hueOf } from './avatar-hue';
import './avatar.css';

export interface AvatarProps {
  /** whose avatar: their name gives the initial, the colour and the alt text */
  name: string;
  src?: string | null;
  size?: number;
  /** decorative beside the name written out (the usual case); else the image says the name */
  decorative?: boolean;
}

/** A round picture of a person or journal, or their initial on their own colour. */
export function Avatar({ name, src, size = 32, decorative = true }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const alt = decorative ? '' : name;
  if (src) return <img className="avatar" src={src} alt={alt} style={style} loading="lazy" />;
  return (
    <span
      className="avatar avatar--initial"
      style={{ ...style, '--avatar-hue': hueOf(name) } as CSSProperties}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

import type { HTMLAttributes } from 'react';
import './card.css';

/** A surface that holds one thing (an entry, a journal, a setting group). */
export function Card({
  as: Tag = 'article',
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'article' | 'section' | 'div' | 'li' }) {
  return <Tag {...rest} className={`card ${className ?? ''}`} />;
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './chip.css';

export interface ChipProps {
  children: ReactNode;
  icon?: ReactNode;
  /** a link chip (a journal, a #tag) */
  to?: string;
  /** a button chip (pick a journal, a date) */
  onClick?: () => void;
  /** its accessible name when the visible text is not enough ('Journal: Morning Pages') */
  label?: string;
  tone?: 'default' | 'accent';
}

/** A small rounded tag: a journal's name on a card, the composer's journal and date, a #tag. */
export function Chip({ children, icon, to, onClick, label, tone = 'default' }: ChipProps) {
  const className = `chip chip--${tone}${to !== undefined || onClick ? ' chip--action' : ''}`;
  const content = (
    <>
      {icon}
      <span className="chip__text">{children}</span>
    </>
  );
  if (to !== undefined)
    return (
      <Link className={className} to={to} aria-label={label}>
        {content}
      </Link>
    );
  if (onClick)
    return (
      <button type="button" className={className} onClick={onClick} aria-label={label}>
        {content}
      </button>
    );
  return (
    <span className={className} aria-label={label}>
      {content}
    </span>
  );
}

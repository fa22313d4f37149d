import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** what the button does, in words: its accessible name and its tooltip */
  label: string;
  icon: ReactNode;
  tone?: 'default' | 'danger';
}

/** A 44 × 44 button that shows only an icon; `label` names it for screen readers and on hover. */
export function IconButton({
  label,
  icon,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = ['icon-btn', tone === 'danger' ? 'icon-btn--danger' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} aria-label={label} title={label}>
      {icon}
    </button>
  );
}

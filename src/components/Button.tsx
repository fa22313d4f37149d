import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** 'small' for dense rows; every size stays at least 44 px tall on touch screens */
  size?: 'medium' | 'small';
  /** working: the button keeps its width, shows a spinner and cannot be pressed again */
  busy?: boolean;
  /** an icon before the label (lucide-react, 18 px) */
  icon?: ReactNode;
}

/**
 * The one button of the design language. One primary action per screen; the others secondary or
 * ghost; destructive ones danger (and confirmed in a ConfirmDialog).
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  busy = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, size === 'small' ? 'btn--small' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : icon}
      {children !== undefined && <span className="btn__label">{children}</span>}
    </button>
  );
}

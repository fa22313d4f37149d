import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  icon: ReactNode;
  /** one sentence that invites */
  title: string;
  body?: ReactNode;
  /** one button or link that does the inviting */
  action?: ReactNode;
}

/** What a list says before it has anything: an icon, a sentence, one way forward. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="empty-state__title">{title}</p>
      {body !== undefined && <p className="empty-state__body">{body}</p>}
      {action !== undefined && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

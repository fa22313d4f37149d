import { Lock } from 'lucide-react';
import './private-badge.css';

/**
 * The lock that marks a private journal or entry wherever it is named, so nobody has to open it
 * to learn who can read it. `compact` keeps only the lock (rows and lists), still read as
 * "Private" by a screen reader and shown as a tooltip.
 */
export function PrivateBadge({ compact = false }: { compact?: boolean }) {
  if (compact)
    return (
      <span className="private-badge private-badge--compact" title="Private">
        <Lock aria-hidden="true" />
        <span className="visually-hidden">Private</span>
      </span>
    );
  return (
    <span className="private-badge">
      <Lock aria-hidden="true" />
      Private
    </span>
  );
}

import { Link } from 'react-router-dom';

/**
 * Ritual's mark (the app icon's open ring, public/favicon.svg) and name, leading home: Today for
 * a signed-in person, the landing page for a visitor. The sidebar's rail shows the mark alone.
 */
export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="logo">
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle
          cx="32"
          cy="32"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="7"
          strokeDasharray="104 22"
          strokeLinecap="round"
          transform="rotate(-60 32 32)"
        />
        <circle cx="32" cy="32" r="6" fill="currentColor" />
      </svg>
      <span className="logo__word">Ritual</span>
    </Link>
  );
}

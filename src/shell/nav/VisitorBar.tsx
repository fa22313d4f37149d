import { NavLink } from 'react-router-dom';
import { ConnectionStatus } from '../ConnectionStatus';
import { VISITOR_LINKS } from '../menu-items';
import { Logo } from './Logo';
import '../../components/button.css';
import './shell-nav.css';

/**
 * A visitor's header at every width (docs/product.md §2): the logo leads home (the landing page),
 * then Activity, Login and Join, the last as the one primary action.
 */
export function VisitorBar({ online }: { online: boolean }) {
  return (
    <header className="shell-head shell-head--visitor">
      <Logo to="/" />
      <ConnectionStatus online={online} />
      <nav className="visitor-nav" aria-label="Main">
        {VISITOR_LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={
              link.to === '/join' ? 'visitor-nav__link btn btn--primary' : 'visitor-nav__link'
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}

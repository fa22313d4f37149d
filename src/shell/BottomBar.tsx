import { NavLink } from 'react-router-dom';

/** docs/product.md §2: the mobile bottom bar; CSS shows it only up to 414 px wide. */
export function BottomBar({ authenticated }: { authenticated: boolean }) {
  return (
    <nav className="bottom-bar" aria-label="Bottom">
      {authenticated ? (
        <>
          <NavLink to="/home">Home</NavLink>
          <NavLink to="/stats">Stats</NavLink>
          <NavLink to="/activity">Activity</NavLink>
          <NavLink to="/finder">Profile</NavLink>
        </>
      ) : (
        <>
          <NavLink to="/activity">Activity</NavLink>
          <NavLink to="/login">Login</NavLink>
        </>
      )}
    </nav>
  );
}

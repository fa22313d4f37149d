import { Link } from 'react-router-dom';
import { ServerStatus } from '../components/ServerStatus';

/** '/', for visitors: what Ritual is, and the way in. */
export function Landing() {
  return (
    <main className="welcome">
      <h1>Ritual</h1>
      <p className="tagline">Tools to help you repeat things and store process.</p>
      <p className="welcome__actions">
        <Link to="/join" className="button button--primary">
          Join
        </Link>
        <Link to="/login" className="button">
          Login
        </Link>
      </p>
      <ServerStatus />
    </main>
  );
}

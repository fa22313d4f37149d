import { Link } from 'react-router-dom';
import '../public/public.css';

/** /twitter-disabled: where the old Twitter sign-in and sharing used to lead. */
export function TwitterDisabled() {
  return (
    <main className="screen public-page">
      <h1>Twitter is disabled</h1>
      <p>
        The Twitter integration is disabled: Ritual no longer signs in with Twitter or posts your
        entries there.
      </p>
      <p>
        Your journals and entries are unaffected. To show an entry elsewhere, open it and use its
        share link or embed code.
      </p>
      <p className="public-page__onward">
        <Link className="button button--primary" to="/">
          Home
        </Link>
      </p>
    </main>
  );
}

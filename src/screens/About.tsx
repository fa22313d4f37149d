import { Link } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import '../public/public.css';

/** /about: what Ritual is and does (docs/product.md §1), for visitors and users alike. */
export function About() {
  useDocumentTitle('About');
  const { authenticated } = useAuth();
  return (
    <main className="screen public-page">
      <h1>About Ritual</h1>
      <p className="public-page__tagline">Tools to help you repeat things and store process.</p>
      <p>
        Ritual is a journal for the things you do again and again: training, practising an
        instrument, drawing, building, learning. You keep journals and add entries to them: notes,
        photos, gifs, video and audio recordings with notes.
      </p>
      <ul className="public-page__features">
        <li>
          A <strong>daily log</strong> with streaks, and stats that show what you did and when.
        </li>
        <li>
          An <strong>activity feed</strong>, messages, and following other people’s journals.
        </li>
        <li>
          <strong>Collaboration</strong>: invite others to a journal, and meet in the journal’s
          video chat.
        </li>
        <li>
          <strong>Offline first</strong>: everything you write lands on your device at once and
          syncs when there is a connection. Install it on your home screen like an app.
        </li>
        <li>
          <strong>Private when you want it</strong>: private journals and entries, and share links
          you control.
        </li>
      </ul>
      <p>
        Ritual is free to use up to an entry limit; <strong>plus</strong> removes the limit, and the
        support pack keeps plus for life.
      </p>
      <p className="public-page__onward">
        {authenticated ? (
          <Link className="button button--primary" to="/home">
            Go to Home
          </Link>
        ) : (
          <Link className="button button--primary" to="/join">
            Join
          </Link>
        )}
        <Link className="button" to="/blog">
          Read the blog
        </Link>
        <Link className="button" to="/ios">
          iOS App
        </Link>
      </p>
    </main>
  );
}

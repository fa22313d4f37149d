import { Link } from 'react-router-dom';
import { ExampleGallery } from '../landing/ExampleGallery';
import { FeatureTiles } from '../landing/FeatureTiles';
import { HeroPicture } from '../landing/HeroPicture';
import '../landing/landing.css';

/** '/', for visitors: what Ritual is, shown rather than told, the way in, and journals to look at. */
export function Landing() {
  return (
    <main className="landing">
      <section className="landing-hero">
        <div className="landing-hero__words">
          <h1>Ritual</h1>
          <p className="tagline">Tools to help you repeat things and store process.</p>
          <p className="landing-hero__lead">
            A journal for what you practise every day: notes, photos, video and recordings, your
            streak and your week at a glance.
          </p>
          <p className="landing-hero__actions">
            <Link to="/join" className="button button--primary">
              Start your first journal
            </Link>
            <Link to="/login" className="landing-hero__login">
              I have an account
            </Link>
          </p>
        </div>
        <HeroPicture />
      </section>
      <FeatureTiles />
      <ExampleGallery />
    </main>
  );
}

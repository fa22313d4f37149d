import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { JournalCards } from '../discovery/JournalCards';
import { useExamples } from '../discovery/useExamples';
import '../discovery/discovery.css';

/** How many examples the landing page shows; /examples has them all. */
const SHOWN = 4;

/** The example journals, live from the server (and remembered for an offline visit). */
export function ExampleGallery() {
  const read = useExamples();
  const journals = read && read.kind !== 'failed' ? read.value.slice(0, SHOWN) : [];
  if (journals.length === 0) return null;
  return (
    <section className="landing-examples" aria-labelledby="landing-examples-heading">
      <div className="landing-examples__head">
        <h2 id="landing-examples-heading">See it in use</h2>
        <Link to="/examples" className="landing-examples__all">
          All examples <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <JournalCards journals={journals} />
    </section>
  );
}

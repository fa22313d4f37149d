import { useDocumentTitle } from '../app/useDocumentTitle';
import { JournalCards } from '../discovery/JournalCards';
import { ReadError, RememberedNote } from '../discovery/ReadNotes';
import { useExamples } from '../discovery/useExamples';
import { useMarkExamplesOpened } from '../discovery/useMarkExamplesOpened';
import '../discovery/discovery.css';

/** /examples: the curated example journals with their newest pictures. */
export function Examples() {
  useDocumentTitle('Examples');
  useMarkExamplesOpened();
  const read = useExamples();
  return (
    <main className="screen discovery-screen" aria-busy={read === undefined}>
      <h1>Examples</h1>
      <p className="discovery-lead">
        Journals that show what Ritual is for: open one to look inside.
      </p>
      {read?.kind === 'remembered' && <RememberedNote at={read.at} error={read.error} />}
      {read?.kind === 'failed' && <ReadError message={read.error} />}
      {read !== undefined && read.kind !== 'failed' && (
        <>
          {read.value.length === 0 && <p>There are no examples on this server.</p>}
          <JournalCards journals={read.value} />
        </>
      )}
    </main>
  );
}

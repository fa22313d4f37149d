import { useLocalStore } from '../hooks/data/useLocalStore';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi, type Download } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** Hands a downloaded file to the browser as a download under its own name. */
function save({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Everything the user made, as one zip (GET /users/export). */
export function ExportData({ online }: { online: boolean }) {
  const { db } = useLocalStore();
  const action = useAccountAction();

  function download() {
    void action.run(async () => {
      const file = await settingsApi({ db }).downloadExport();
      save(file);
      return `Downloaded ${file.fileName}.`;
    });
  }

  return (
    <section className="screen-form settings-section" aria-label="Your data">
      <h2>Your data</h2>
      <p className="screen-form__hint">
        A zip of your profile, journals, entries, comments, bookmarks, messages and every file you
        uploaded.
      </p>
      <div>
        <button type="button" disabled={!online || action.busy} onClick={download}>
          Export all my data
        </button>
      </div>
      {action.busy && <p role="status">Preparing your export…</p>}
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}

import { Download } from 'lucide-react';
import { Button } from '../components/Button';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi, type Download as DownloadFile } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** Hands a downloaded file to the browser as a download under its own name. */
function save({ blob, fileName }: DownloadFile): void {
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
    <section className="settings-section" aria-label="Your data">
      <h2>Your data</h2>
      <p className="settings-section__text">
        A zip of your profile, journals, entries, comments, bookmarks, messages and every file you
        uploaded.
      </p>
      <div className="settings-actions">
        <Button
          icon={<Download aria-hidden="true" />}
          busy={action.busy}
          disabled={!online}
          onClick={download}
        >
          Export all my data
        </Button>
      </div>
      {action.busy && <p role="status">Preparing your export…</p>}
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}

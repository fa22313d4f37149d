import { processing, totalProgress, type Uploads } from '../../uploads/upload-state';

export interface ToolbarStatus {
  text: string;
  /** 'Upload: N%' stands out; the sync state stays quiet */
  uploading: boolean;
}

/**
 * The right end of the bottom toolbar (docs/product.md §2): 'Upload: N%' while files are being sent and for a
 * moment after they all arrived, otherwise what is left to sync. `pending` is undefined while the
 * outbox is still being counted; the toolbar then says nothing rather than something wrong.
 */
export function toolbarStatus(uploads: Uploads, pending: number | undefined): ToolbarStatus {
  if (processing(uploads) || uploads.some((upload) => upload.succeeded))
    return { text: `Upload: ${totalProgress(uploads)}%`, uploading: true };
  return { text: syncState(pending), uploading: false };
}

function syncState(pending: number | undefined): string {
  if (pending === undefined) return '';
  if (pending === 0) return 'All changes saved';
  return pending === 1 ? '1 change waiting to be sent' : `${pending} changes waiting to be sent`;
}

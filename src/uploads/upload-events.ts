import { ErrorText } from '../../contract/error-texts';
import type { SendOutcome } from '../../contract/outbox';
import type { UploadEvent } from './report-uploads';
import type { UploadAction, UploadFailure, Uploads } from './upload-state';

/** The server's id for the entry: its answer's `id`, else the record id the client gave it. */
function serverIdOf(body: unknown, fallback: string): string {
  const id = body !== null && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : fallback;
}

/**
 * How an ended send leaves the upload. Only 'done' succeeds; 'retry' and 'signed-out' are kept as
 * failures too, so a connection that is down does not hold 'Upload: N%' (and the top bar) on
 * screen while the outbox waits; the next attempt clears them and starts at 0.
 */
function failureOf(outcome: Exclude<SendOutcome, { kind: 'done' }>): UploadFailure {
  switch (outcome.kind) {
    case 'refused':
      return { status: outcome.status, message: outcome.message };
    case 'retry':
      return { message: outcome.reason };
    case 'signed-out':
      return { status: 401, message: ErrorText.accessDenied };
  }
}

/** The reducer actions an upload event means, given the uploads now. */
export function uploadActionsFor(event: UploadEvent, uploads: Uploads): UploadAction[] {
  switch (event.type) {
    case 'sending': {
      const { id, recordId, createdAt } = event.mutation;
      // A mutation sent again (after a failed try) starts again from its first byte.
      return uploads.some((upload) => upload.id === id)
        ? [{ type: 'retry', id }]
        : [{ type: 'start', id, key: recordId, createdAt }];
    }
    case 'progress': {
      const progress = Math.floor(event.fraction * 100);
      const current = uploads.find((upload) => upload.id === event.mutationId);
      // Progress comes many times a second; only a new whole percent is worth a render.
      return current === undefined || current.progress === progress
        ? []
        : [{ type: 'progress', id: event.mutationId, progress }];
    }
    case 'gone':
      return [{ type: 'forget', key: event.recordId }];
    case 'sent': {
      const { mutationId: id, outcome } = event;
      const key = uploads.find((upload) => upload.id === id)?.key ?? id;
      return outcome.kind === 'done'
        ? [{ type: 'succeed', id, serverId: serverIdOf(outcome.body, key) }]
        : [{ type: 'fail', id, failure: failureOf(outcome) }];
    }
  }
}

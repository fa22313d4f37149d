/**
 * docs/product.md §4 uploads: one row per entry file on its way to the server. A pure reducer so the screens
 * can hold it in `useReducer` and tests can drive it without a browser.
 */
export interface Upload {
  /** local id of the upload (the entry's mutation id) */
  id: string;
  /** the entry's key, so a screen can show the upload beside its entry */
  key: string;
  /** epoch ms */
  createdAt: number;
  /** 0..100 */
  progress: number;
  succeeded: boolean;
  /** the entry's id on the server, once it answered */
  serverId?: string;
  /** a readable message; present only while the upload is failed */
  error?: string;
}

export type Uploads = readonly Upload[];

/** How a send failed: the HTTP status when the server answered, and a readable message. */
export interface UploadFailure {
  status?: number;
  message: string;
}

export type UploadAction =
  | { type: 'start'; id: string; key: string; createdAt: number }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'succeed'; id: string; serverId: string }
  | { type: 'fail'; id: string; failure: UploadFailure }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  /** the entry was deleted or its refused write discarded: none of its uploads is wanted */
  | { type: 'forget'; key: string };

/**
 * docs/product.md §8: a 402 means the free entry limit is reached. The caller opens the plus-upgrade overlay;
 * any other failure is kept on the upload so the user can retry it.
 */
export function uploadFailureOutcome(failure: UploadFailure): 'plus-required' | 'failed' {
  return failure.status === 402 ? 'plus-required' : 'failed';
}

const clampProgress = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

function update(state: Uploads, id: string, change: (upload: Upload) => Upload): Uploads {
  const index = state.findIndex((upload) => upload.id === id);
  const current = state[index];
  if (current === undefined) return state;
  const next = change(current);
  return next === current ? state : state.map((upload, i) => (i === index ? next : upload));
}

const withoutError = ({ error: _error, ...upload }: Upload): Upload => upload;

export function uploadsReducer(state: Uploads, action: UploadAction): Uploads {
  switch (action.type) {
    case 'start':
      if (state.some((upload) => upload.id === action.id)) return state;
      return [
        ...state,
        {
          id: action.id,
          key: action.key,
          createdAt: action.createdAt,
          progress: 0,
          succeeded: false,
        },
      ];
    case 'progress':
      return update(state, action.id, (upload) =>
        upload.succeeded ? upload : { ...upload, progress: clampProgress(action.progress) },
      );
    case 'succeed':
      return update(state, action.id, (upload) => ({
        ...withoutError(upload),
        progress: 100,
        succeeded: true,
        serverId: action.serverId,
      }));
    case 'fail':
      // A refused entry never reaches the server: the overlay explains why, so no row stays
      // behind to keep the toolbar at 'Upload: N%'.
      if (uploadFailureOutcome(action.failure) === 'plus-required')
        return state.filter((upload) => upload.id !== action.id);
      return update(state, action.id, (upload) =>
        upload.succeeded ? upload : { ...upload, error: action.failure.message },
      );
    case 'retry':
      // The file is sent again from its first byte.
      return update(state, action.id, (upload) =>
        upload.error === undefined ? upload : { ...withoutError(upload), progress: 0 },
      );
    case 'remove':
      return state.some((upload) => upload.id === action.id)
        ? state.filter((upload) => upload.id !== action.id)
        : state;
    case 'forget':
      return state.some((upload) => upload.key === action.key)
        ? state.filter((upload) => upload.key !== action.key)
        : state;
  }
}

const isFailed = (upload: Upload) => upload.error !== undefined;

/** docs/product.md §4: floor of the average, finished or failed uploads counting 100; 0 with no uploads. */
export function totalProgress(state: Uploads): number {
  if (state.length === 0) return 0;
  const sum = state.reduce(
    (total, upload) => total + (upload.succeeded || isFailed(upload) ? 100 : upload.progress),
    0,
  );
  return Math.floor(sum / state.length);
}

/** True while any upload is still being sent; a failed one waits for the user, not the network. */
export function processing(state: Uploads): boolean {
  return state.some((upload) => !upload.succeeded && !isFailed(upload));
}

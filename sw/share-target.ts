import { SHARED_FILE_KEY } from '../contract/caches';

/** Where the page goes after a share: Home, whose new-entry panel takes the waiting file. */
export const AFTER_SHARE = '/home';

interface SharedStore {
  put(key: string, response: Response): Promise<void>;
}

/**
 * A photo or recording shared to the installed app (manifest share_target, POST multipart): the
 * first file waits in the store under SHARED_FILE_KEY, with its name and type, and the page opens.
 */
export async function receiveShare(form: FormData, store: SharedStore): Promise<Response> {
  const file = form.getAll('file').find((value): value is File => typeof value !== 'string');
  if (file) {
    await store.put(
      SHARED_FILE_KEY,
      new Response(file, {
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'X-File-Name': encodeURIComponent(file.name),
        },
      }),
    );
  }
  return new Response(null, { status: 303, headers: { Location: AFTER_SHARE } });
}

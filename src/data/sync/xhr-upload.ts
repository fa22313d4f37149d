import { ErrorText } from '../../../contract/error-texts';
import type { FileUpload } from './direct-transport';

/** Statuses whose Response must have no body (the constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The finished request as a fetch Response, so the outbox's `classify` reads it unchanged. */
function responseOf(xhr: XMLHttpRequest): Response {
  return new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: headersOf(xhr.getAllResponseHeaders()),
  });
}

/**
 * Uploads with XMLHttpRequest because it is the only way a page can see bytes leave over our
 * HTTP/1.1 server: fetch with a streamed body (ky's onUploadProgress) counts what Chromium reads
 * into its buffer, so it says 100 % long before the upload is done (tried in Chromium 156: 100 %
 * after 40 ms of a 4 s upload; XHR reported 40 steps across the 4 s).
 */
export function createXhrUpload(
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): FileUpload {
  return (request, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries(request.headers))
        xhr.setRequestHeader(name, value);
      // Upload listeners must be in place before send(), or the browser reports no progress.
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status === 0) reject(new TypeError(ErrorText.network));
        else resolve(responseOf(xhr));
      };
      xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new TypeError(ErrorText.network));
      xhr.send(request.body);
    });
}

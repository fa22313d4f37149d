import { WRITES, type Write, type WriteMethod, type WriteTarget } from './writes.js';

/** The HTTP request a write makes, relative to the API base (files, if any, travel beside it). */
export interface WriteRequest {
  method: WriteMethod;
  /** below /api, e.g. 'entries/0193…/move/0193…' */
  path: string;
  json?: unknown;
  /** a multipart body's text fields */
  form?: Record<string, string>;
}

function pathOf(template: string, params: Record<string, string>): string {
  return template
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)]!) : segment,
    )
    .join('/');
}

/** The one place a write becomes a request: the page's transport, the worker and the batch. */
export function requestOf(write: Write): WriteRequest {
  const route = WRITES[write.name];
  const path = pathOf(route.path, write.params);
  const body = (write as { body?: unknown }).body;
  if (route.body === 'json') return { method: route.method, path, json: body };
  if (route.body === 'form')
    return { method: route.method, path, form: body as Record<string, string> };
  return { method: route.method, path };
}

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The params of `path` read by `template`, or undefined when it is not that route. */
function paramsOf(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (!segment.startsWith(':')) {
      if (segment !== value) return undefined;
      continue;
    }
    const param = decoded(value);
    if (!param) return undefined;
    params[segment.slice(1)] = param;
  }
  return params;
}

/**
 * Which catalogued write a request is, from its method and path below /api (no query); undefined
 * for anything else. `form` picks the multipart twin of a path that takes JSON or a form
 * (POST entries): a batch carries JSON only.
 */
export function matchWrite(
  method: string,
  path: string,
  { form = false }: { form?: boolean } = {},
): WriteTarget | undefined {
  // no catalogued write has a query
  if (/[?#]/.test(path)) return undefined;
  for (const [name, route] of Object.entries(WRITES)) {
    if (route.method !== method || (route.body === 'form') !== form) continue;
    const params = paramsOf(route.path, path);
    if (params) return { name, params } as WriteTarget;
  }
  return undefined;
}

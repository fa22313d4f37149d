import { jsonOf } from '../../../local-store/classify';
import { httpClient, type HttpOptions } from './http-client';
import type { ApiGet } from './types';

/** GETs of the API for pulls; a network failure throws, as the engine expects. */
export function createApiGet(options: HttpOptions): ApiGet {
  const http = httpClient(options);
  return async (path) => {
    const response = await http.get(path);
    return { status: response.status, body: await jsonOf(response) };
  };
}

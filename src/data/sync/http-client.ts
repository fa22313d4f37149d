import ky, { type KyInstance } from 'ky';

export interface HttpOptions {
  /** the network: the browser's fetch, or an in-process server in tests */
  fetch?: typeof fetch;
  /** e.g. `${location.origin}/api` */
  baseUrl: string;
  getToken(): Promise<string | undefined>;
}

/**
 * One ky instance for the data layer: no retries of its own (the outbox decides when to try
 * again) and no thrown HTTP errors (every status is an outcome the engine classifies).
 */
export function httpClient(options: HttpOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl,
    retry: 0,
    throwHttpErrors: false,
    timeout: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await options.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

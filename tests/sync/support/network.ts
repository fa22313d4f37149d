import type { ServerHost } from './server-host.js';

/** What a browser's fetch throws when no answer came back. */
const noAnswer = () => new TypeError('fetch failed');

interface Stall {
  when: 'before-server' | 'after-server';
  /** requests still let through before this one */
  after: number;
  stuck(): void;
}

/** A request that never finishes (the page went away while waiting). */
function stuck(stall: Stall): Promise<never> {
  stall.stuck();
  return new Promise<never>(() => {});
}

/**
 * One device's connection to the in-process server, with the failures a phone meets: no network,
 * a server that is down, and answers lost on the way back after the server did the work.
 */
export class Network {
  offline = false;
  /** the chance that any answer is lost after the server did the work */
  dropProbability = 0;
  /** every request that reached the server, in order: `METHOD path` */
  readonly requests: string[] = [];
  /** lose the answer to the first request of each mutation (by Idempotency-Key) */
  loseFirstAnswers = false;
  private drops = 0;
  private readonly answeredKeys = new Set<string>();
  private stall: Stall | null = null;

  constructor(
    private readonly host: ServerHost,
    /** the signed-in user, named in the wire log */
    private readonly userId: string,
    private readonly random: () => number = Math.random,
  ) {}

  /** Back to a good connection: online, nothing lost, nothing stuck. */
  heal(): void {
    this.offline = false;
    this.dropProbability = 0;
    this.loseFirstAnswers = false;
    this.drops = 0;
    this.stall = null;
  }

  /** The next `n` answers are lost after the server handled their requests. */
  dropNextResponses(n: number): void {
    this.drops += n;
  }

  /**
   * After `after` more requests, the next one never finishes, as when the page reloads while it is
   * in flight: before the server sees it, or after the server did the work. The promise resolves
   * once a request is stuck.
   */
  stallNext(when: Stall['when'], after = 0): Promise<void> {
    return new Promise((stuck) => {
      this.stall = { when, after, stuck };
    });
  }

  /** Forgets a stall that no request reached. */
  cancelStall(): void {
    this.stall = null;
  }

  /** The stall that applies to this request, if it is the one to get stuck. */
  private takeStall(): Stall | null {
    const stall = this.stall;
    if (!stall) return null;
    if (stall.after > 0) {
      stall.after -= 1;
      return null;
    }
    this.stall = null;
    return stall;
  }

  /** Whether this answer is lost on the way back. */
  private loses(request: Request): boolean {
    const key = request.headers.get('idempotency-key');
    const firstOfKey = key !== null && !this.answeredKeys.has(key);
    if (key !== null) this.answeredKeys.add(key);
    if (this.loseFirstAnswers && firstOfKey) return true;
    return this.drops > 0 || (this.dropProbability > 0 && this.random() < this.dropProbability);
  }

  private record(request: Request, path: string, body: string, response: Response): void {
    let json: unknown = null;
    try {
      json = body === '' ? null : JSON.parse(body);
    } catch {
      // a multipart body: the simulation sends none
    }
    this.host.wire.push({
      userId: this.userId,
      key: request.headers.get('idempotency-key'),
      method: request.method,
      path: path.replace(/^\/api\//, ''),
      json,
      status: response.status,
      at: this.host.clock.now,
      stale: response.headers.get('ritual-stale') === 'true',
    });
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (this.offline || this.host.down) throw noAnswer();
    const stall = this.takeStall();
    if (stall?.when === 'before-server') return stuck(stall);
    const request = new Request(
      typeof input === 'string' || input instanceof URL
        ? new URL(input, 'http://ritual.test')
        : input,
      init,
    );
    const path = new URL(request.url).pathname;
    this.requests.push(`${request.method} ${path}`);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    const response = await this.host.app.request(request);
    if (request.method !== 'GET') this.record(request, path, body, response);
    if (stall) return stuck(stall);
    if (this.loses(request)) {
      this.drops = Math.max(0, this.drops - 1);
      await response.body?.cancel();
      throw noAnswer();
    }
    return response;
  };
}

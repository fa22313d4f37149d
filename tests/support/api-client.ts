/**
 * A client of the API as someone outside the project would write it: plain fetch, JSON in and
 * out, nothing imported from the project. Any unexpected status fails with the server's message.
 */
/** The password `register` gives every account, which signs it in on a page too. */
export const PASSWORD = 'a long enough passphrase';

export interface Person {
  token: string;
  id: string;
  username: string;
}

export class ApiClient {
  constructor(private readonly baseUrl: string) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an outside client reads raw JSON
  async call(method: string, path: string, who?: Person, body?: unknown): Promise<any> {
    const { status, json } = await this.raw(method, path, who, body);
    if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  }

  /** POST /entries as multipart, as the app sends a photo, video or recording: the new entry's id. */
  async postFileEntry(
    who: Person,
    fields: Record<string, string>,
    file: { bytes: Uint8Array | Blob; type: string; name: string },
  ): Promise<{ id: string }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const blob =
      file.bytes instanceof Blob
        ? file.bytes
        : new Blob([new Uint8Array(file.bytes)], { type: file.type });
    form.append('file', blob, file.name);
    const response = await fetch(`${this.baseUrl}/api/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`POST /entries: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  }

  async raw(method: string, path: string, who?: Person, body?: unknown) {
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${who.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    return { status: response.status, json };
  }

  async register(prefix: string): Promise<Person> {
    const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { user, token } = (await this.call('POST', '/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    })) as { user: { id: string }; token: string };
    return { token, id: user.id, username };
  }

  /** Signs an existing account in. */
  async login(username: string, password: string): Promise<Person> {
    const { token, user } = (await this.call('POST', '/auth/login', undefined, {
      login: username,
      password,
    })) as { token: string; user: { id: string } };
    return { token, id: user.id, username };
  }

  /**
   * Every live record of one kind the server holds for the user, read through the delta sync as
   * any client reads it: changes come in order, so a record's last change is its state now.
   */
  async liveRecords<R>(who: Person, kind: string): Promise<R[]> {
    const latest = new Map<string, { deleted: boolean; record: R | null }>();
    let since = '0';
    for (;;) {
      const page = (await this.call('GET', `/sync?since=${since}`, who)) as {
        changes: { kind: string; id: string; deleted: boolean; record: R | null }[];
        cursor: string;
        more: boolean;
      };
      for (const change of page.changes) if (change.kind === kind) latest.set(change.id, change);
      since = page.cursor;
      if (!page.more) break;
    }
    return [...latest.values()].flatMap((change) =>
      !change.deleted && change.record ? [change.record] : [],
    );
  }
}

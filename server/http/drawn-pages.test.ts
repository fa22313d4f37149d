import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

// The server's half of the pages it draws (drawn-pages.ts): which addresses it draws, for whom,
// with what. The renderer here is a stand-in written for the test, which says what it was given;
// the app's own renderer drawing the same pages runs in tests/e2e/prerendered.spec.ts.
const RENDERER = `
export function drawnAddressOf(path) {
  const embed = /^\\/embed\\/([^/]+)$/.exec(path);
  if (embed) return { screen: 'embed', entry: embed[1] };
  const journal = /^\\/([^/]+)\\/([^/]+)$/.exec(path);
  return journal ? { screen: 'journal', user: journal[1], journal: journal[2] } : undefined;
}
export async function renderPage(path, firstRead) {
  const said = firstRead.journal?.page.title ?? firstRead.entry?.value.notes;
  if (said === 'Renderer breaks') throw new Error('the renderer broke');
  return { html: '<main>drawn ' + path + '</main>', title: 'unused' };
}
`;
const TEMPLATE =
  '<title>@@ritual:title@@</title><meta name="description" content="@@ritual:description@@">' +
  '<div id="root" data-prerendered>@@ritual:root@@</div>' +
  '<script type="application/json" id="first-read">@@ritual:first-read@@</script>';

/** The first read a drawn page hands the app, as the page's script would parse it. */
function firstReadOf(html: string) {
  const json = /<script type="application\/json" id="first-read">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error(`no first read in ${html.slice(0, 200)}`);
  return JSON.parse(json) as {
    now: number;
    timeZone: string;
    journal: { user: string; slug: string; page: { title: string; entries: { notes: string }[] } };
    entry: { id: string; key: string | null; value: unknown };
  };
}

describe(`pages the server draws (${testDialect})`, () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['register']>>;
  const journal = async (title: string, isPrivate: boolean) =>
    (await server.call('POST', '/api/journals', {
      token: owner.token,
      json: { title, description: `About ${title}.`, private: isPrivate },
    })) as { body: { id: string; slug: string } };
  const entry = async (journalId: string, notes: string) =>
    (
      await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { journal_id: journalId, notes },
      })
    ).body as { id: string };

  beforeAll(async () => {
    const probe = await startTestServer();
    const built = {
      pagesRoot: join(probe.dataDir, 'built-pages'),
      renderRoot: join(probe.dataDir, 'built-render'),
    };
    await probe.close();
    mkdirSync(built.pagesRoot, { recursive: true });
    mkdirSync(built.renderRoot, { recursive: true });
    writeFileSync(join(built.renderRoot, 'render-page.js'), RENDERER);
    writeFileSync(join(built.pagesRoot, 'journal.template'), TEMPLATE);
    writeFileSync(join(built.pagesRoot, 'embed.template'), TEMPLATE);
    server = await startTestServer({ built });
    owner = await server.register('drawer');
  });
  afterAll(() => server.close());

  it('draws a public journal for a visitor with what the API answers a visitor', async () => {
    const { body } = await journal('Morning scales', false);
    await entry(body.id, 'C major, slower than yesterday.');
    const path = `/${owner.user.ritual_user}/${body.slug}`;
    const page = await server.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(`<main>drawn ${path}</main>`);
    expect(page.text).toContain('<title>Morning scales · Ritual</title>');
    expect(page.text).toContain('content="About Morning scales."');
    const read = firstReadOf(page.text);
    const api = await server.call(
      'GET',
      `/api/users/${owner.user.ritual_user}/journals/${body.slug}`,
    );
    expect(read.journal).toEqual({ user: owner.user.ritual_user, slug: body.slug, page: api.body });
    expect(read.journal.page.entries.map((e) => e.notes)).toEqual([
      'C major, slower than yesterday.',
    ]);
    expect(read).toMatchObject({ now: server.clock.now, timeZone: 'UTC' });
  });

  it('never draws a private journal or its entries: a visitor gets the app shell', async () => {
    const { body } = await journal('Night thoughts', true);
    const secret = await entry(body.id, 'Nobody else reads this.');
    for (const path of [`/${owner.user.ritual_user}/${body.slug}`, `/embed/${secret.id}`]) {
      const page = await server.call('GET', path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('first-read');
      expect(page.text).not.toContain('Nobody else reads this.');
      expect(page.text).not.toContain('Night thoughts');
    }
  });

  it('leaves to the app shell what is not a readable journal or entry', async () => {
    const { body } = await journal('Open book', false);
    for (const path of [
      '/nobody-here/nothing',
      `/${owner.user.ritual_user}/no-such-journal`,
      `/${owner.user.ritual_user}/${body.slug}?key=not-a-key`,
      '/embed/not-an-id',
      '/embed/01900000-0000-7000-8000-000000000000',
    ]) {
      const page = await server.call('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe('<!doctype html><title>Ritual</title><div id="root"></div>');
    }
  });

  it('draws an embedded public entry with what the API answers', async () => {
    const { body } = await journal('Sketches', false);
    const made = await entry(body.id, 'A heron on the weir.');
    const page = await server.call('GET', `/embed/${made.id}`);
    expect(page.text).toContain(`<title>Entry by ${owner.user.ritual_user} · Ritual</title>`);
    expect(page.text).toContain('content="A heron on the weir."');
    const api = await server.call('GET', `/api/entries/${made.id}`);
    expect(firstReadOf(page.text).entry).toEqual({ id: made.id, key: null, value: api.body });
  });

  it('keeps what people wrote from breaking out of the page', async () => {
    const title = '</script><script>alert("x")</script> & <b>';
    const { body } = await journal(title, false);
    const page = await server.call('GET', `/${owner.user.ritual_user}/${body.slug}`);
    expect(page.text.match(/<\/script>/g)).toHaveLength(1);
    expect(page.text).toContain(
      '<title>&#60;/script&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#60;b&#62; · Ritual</title>',
    );
    expect(firstReadOf(page.text).journal.page.title).toBe(title);
  });

  it('answers the app shell, and logs why, when the renderer fails', async () => {
    const { body } = await journal('Renderer breaks', false);
    const page = await server.call('GET', `/${owner.user.ritual_user}/${body.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('first-read');
    expect(server.log.lines.some((line) => line.includes('the renderer broke'))).toBe(true);
  });
});

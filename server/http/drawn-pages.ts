import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RecordIdSchema } from '../../contract/ids.js';
import { JournalPathSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { entryFor } from '../entries/entry-read.js';
import { DomainError } from '../errors.js';
import { journalPageFor } from '../social/journal-page.js';

/** A page the server draws, by path and query: its HTML, or undefined when it draws none. */
export type DrawPage = (path: string, query: URLSearchParams) => Promise<string | undefined>;

/** What a path shows that the server draws with data (src/prerender/render-page.tsx). */
type DrawnAddress =
  { screen: 'journal'; user: string; journal: string } | { screen: 'embed'; entry: string };

/** src/prerender/render-page.tsx as built for Node (scripts/prerender.mjs). */
interface Renderer {
  renderPage(path: string, firstRead: unknown): Promise<{ html: string; title: string }>;
  drawnAddressOf(path: string): DrawnAddress | undefined;
}

/** Entries the journal screen shows first (src/screens/JournalPage.tsx's PAGE). */
const FIRST_ENTRIES = 30;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script>: no `<` may end it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page's words for search results and link previews: the first of `texts` that says something. */
const describe = (...texts: string[]) =>
  (texts.map((text) => text.trim()).find((text) => text !== '') ?? '').slice(0, 300);

/**
 * What the server reads to draw `address` for a visitor, with the page's title and description;
 * undefined for an address that cannot be one (the app shell then says so).
 */
async function readFor(deps: AppDeps, address: DrawnAddress, query: URLSearchParams) {
  const key = query.get('key') ?? undefined;
  if (address.screen === 'journal') {
    const path = JournalPathSchema.safeParse(address);
    if (!path.success || key !== undefined) return undefined;
    const page = await journalPageFor(deps, undefined, path.data, { limit: FIRST_ENTRIES });
    return {
      read: { journal: { user: path.data.user, slug: path.data.journal, page } },
      title: page.title,
      description: describe(page.description, `${page.title}, a journal on Ritual.`),
    };
  }
  const id = RecordIdSchema.safeParse(address.entry);
  if (!id.success || (key !== undefined && key.length > 64)) return undefined;
  const entry = await entryFor(deps, undefined, id.data, key);
  return {
    read: { entry: { id: id.data, key: key ?? null, value: entry } },
    title: `Entry by ${entry.user.ritual_user}`,
    description: describe(entry.notes, `An entry by ${entry.user.ritual_user} on Ritual.`),
  };
}

/**
 * Public journals and embedded entries drawn with their data, for a visitor's first paint (docs/
 * architecture.md, "Pages drawn by the server"): the screen rendered by the app's own code
 * (dist/render) into its page's template (dist/pages/<screen>.template), with what the server read
 * handed to the page (src/app/first-read.ts) so the app takes the page over without redrawing
 * it. Page requests carry no session, so every page is drawn as a visitor sees it: what a visitor
 * may not read, or a path that is not such a page, is left to the app shell, and so is anything
 * the renderer fails on (logged). Without a build (server tests) nothing is drawn.
 */
export function drawnPages(deps: AppDeps, renderDir: string, pagesDir: string): DrawPage {
  let parts: Promise<{ renderer: Renderer; templates: Map<string, string> } | undefined>;
  const load = () =>
    (parts ??= (async () => {
      const code = join(renderDir, 'render-page.js');
      if (!existsSync(code)) return undefined;
      const templates = new Map(
        ['journal', 'embed']
          .map((screen) => [screen, join(pagesDir, `${screen}.template`)] as const)
          .filter(([, file]) => existsSync(file))
          .map(([screen, file]) => [screen, readFileSync(file, 'utf8')]),
      );
      return { renderer: (await import(pathToFileURL(code).href)) as Renderer, templates };
    })());

  // Loaded as the server starts, so the first visitor does not wait for the renderer to load.
  load().catch((error: unknown) =>
    deps.log.error('the page renderer did not load', { error: String(error) }),
  );
  return async (path, query) => {
    const built = await load().catch(() => undefined);
    const address = built?.renderer.drawnAddressOf(path);
    const template = address && built?.templates.get(address.screen);
    if (!built || !address || !template) return undefined;
    try {
      const found = await readFor(deps, address, query);
      if (!found) return undefined;
      const firstRead = { now: deps.now(), timeZone: 'UTC', ...found.read };
      const search = query.size > 0 ? `?${query.toString()}` : '';
      const rendered = await built.renderer.renderPage(`${path}${search}`, firstRead);
      const slots: Record<string, string> = {
        '@@ritual:title@@': escapeHtml(`${found.title} · Ritual`),
        '@@ritual:description@@': escapeHtml(found.description),
        '@@ritual:root@@': rendered.html,
        '@@ritual:first-read@@': scriptJson(firstRead),
      };
      return template.replace(/@@ritual:[a-z-]+@@/g, (slot) => slots[slot] ?? slot);
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      deps.log.error('drawing a page failed; the app shell answers', {
        path,
        error: String(error),
      });
      return undefined;
    }
  };
}

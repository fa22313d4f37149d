import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { PRESUMED_VISITOR } from '../app/auth-state';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { ErrorScreen } from '../app/ErrorScreen';
import type { FirstRead } from '../app/first-read';
import { routes } from '../app/routes';
import { routeTitleOf } from '../app/route-title';
import { titleOf } from '../app/useDocumentTitle';
import { prerenderServices } from './prerender-services';

export interface RenderedPage {
  /** what goes inside #root */
  html: string;
  /** the tab's name, as RootLayout sets it once the app runs */
  title: string;
}

/**
 * A page as a visitor's browser first draws it: the app's own route tree, rendered as the page
 * hydrates it (src/app/take-over.ts), so the two match. Without `firstRead` (the public pages of
 * `npm run build`, scripts/prerender.mjs) nothing has been read yet and every screen is in the
 * state it starts in; with it (a journal or an embed the server draws, server/http/drawn-pages.ts)
 * the screens show what the server read. Every part is waited for, lazily loaded ones included, so
 * nothing is left for the browser to draw late.
 */
export async function renderPage(path: string, firstRead?: FirstRead): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://ritual.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect: not prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    // The same wrappers as main.tsx's: the ids React derives (useId) follow the tree's shape.
    <StrictMode>
      <ErrorBoundary fallback={() => <ErrorScreen statusCode={500} />}>
        <AppProviders services={prerenderServices(firstRead)} initialAuth={PRESUMED_VISITOR}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const title = context.matches
    .map((match) => routeTitleOf(match.route.handle))
    .findLast((found) => found !== undefined);
  return { html, title: titleOf(title) };
}

/** The screens (routes.tsx's page names) the server may draw with their data. */
const DRAWN: Record<string, 'journal' | 'embed'> = {
  'slug-journal': 'journal',
  'embed-entry': 'embed',
};

/** What the server reads to draw a path: server/http/drawn-pages.ts. */
export type DrawnAddress =
  { screen: 'journal'; user: string; journal: string } | { screen: 'embed'; entry: string };

/**
 * What `path` shows, as the app's router reads it, if it is a page the server draws with its
 * data: a journal's own page (/{user}/{journal}) or an embedded entry (/embed/{entry}).
 */
export function drawnAddressOf(path: string): DrawnAddress | undefined {
  const leaf = (matchRoutes(routes, path) ?? []).at(-1);
  const page = (leaf?.route.handle as { page?: string } | undefined)?.page;
  const { slug, journal, entry } = leaf?.params ?? {};
  const screen = page === undefined ? undefined : DRAWN[page];
  if (screen === 'journal' && slug && journal) return { screen, user: slug, journal };
  if (screen === 'embed' && entry) return { screen, entry };
  return undefined;
}

export { publicPages } from './public-pages';

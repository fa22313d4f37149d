import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { PRESUMED_VISITOR } from '../app/auth-state';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { ErrorScreen } from '../app/ErrorScreen';
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
 * A public page as a visitor's browser first draws it, for `npm run build` (scripts/prerender.mjs):
 * the app's own route tree, rendered as the page hydrates it (src/app/take-over.ts), so the two
 * match. Nothing has been read from the device or the server yet: every screen is in the state
 * it starts in.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://ritual.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect: not prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    // The same wrappers as main.tsx's: the ids React derives (useId) follow the tree's shape.
    <StrictMode>
      <ErrorBoundary fallback={() => <ErrorScreen statusCode={500} />}>
        <AppProviders services={prerenderServices()} initialAuth={PRESUMED_VISITOR}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
  const title = context.matches
    .map((match) => routeTitleOf(match.route.handle))
    .findLast((found) => found !== undefined);
  return { html, title: titleOf(title) };
}

export { publicPages } from './public-pages';

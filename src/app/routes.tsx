import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DefaultLayout } from './DefaultLayout';
import { EmbedLayout } from './EmbedLayout';
import { GuestOnly } from './GuestOnly';
import { lazyScreen } from './lazy-screen';
import { ProfileArea } from './ProfileArea';
import { RequireSignedIn } from './RequireSignedIn';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const notBuiltYet = lazyScreen(() => import('../screens/NotBuiltYet').then((m) => m.NotBuiltYet));

/** A built screen: its route, its page name and its own lazily loaded chunk. */
function screen(
  path: string | undefined,
  page: string,
  load: () => Promise<ComponentType>,
): RouteObject {
  const lazy = lazyScreen(load);
  return path === undefined
    ? { index: true, handle: { page }, lazy }
    : { path, handle: { page }, lazy };
}

/** A route whose screen is still to come: it exists, is named, and says so honestly. */
function planned(path: string | undefined, page: string): RouteObject {
  return path === undefined
    ? { index: true, handle: { page }, lazy: notBuiltYet }
    : { path, handle: { page }, lazy: notBuiltYet };
}

/** Pages for signed-in users only (SPEC §2 guard 1, §6). */
const signedInRoutes: RouteObject[] = [
  screen('home', 'home', () => import('../screens/Home').then((m) => m.Home)),
  screen('create-journal', 'create-journal', () =>
    import('../screens/CreateJournal').then((m) => m.CreateJournal),
  ),
  screen('daily', 'daily', () => import('../screens/Daily').then((m) => m.Daily)),
  planned('finder', 'finder'),
  planned('messages', 'messages'),
  planned('messages/:user', 'messages-user'),
  planned('new', 'new'),
  planned('plus', 'plus'),
  screen('push', 'push', () => import('../screens/Push').then((m) => m.Push)),
  planned('settings', 'settings'),
  screen('stats/:journal?', 'stats-journal', () => import('../screens/Stats').then((m) => m.Stats)),
  planned('unlock', 'unlock'),
];

/** Pages for visitors only (SPEC §2 guard 2). */
const guestRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { page: 'login' },
    lazy: lazyScreen(() => import('../screens/Login').then((m) => m.Login)),
  },
  {
    path: 'join',
    handle: { page: 'join' },
    lazy: lazyScreen(() => import('../screens/Join').then((m) => m.Join)),
  },
  {
    path: 'register',
    handle: { page: 'register' },
    lazy: lazyScreen(() => import('../screens/Join').then((m) => m.Join)),
  },
  {
    path: 'password-reset/:token?',
    handle: { page: 'password-reset-token' },
    lazy: lazyScreen(() => import('../screens/PasswordReset').then((m) => m.PasswordReset)),
  },
];

/** Pages anyone may open; what a visitor may see there is the server's call. */
const publicRoutes: RouteObject[] = [
  planned('about', 'about'),
  planned('activity', 'activity'),
  planned('blog', 'blog'),
  planned('blog/:slug', 'blog-slug'),
  planned('examples', 'examples'),
  planned('ios', 'ios'),
  planned('thank-you', 'thank-you'),
  planned('twitter-disabled', 'twitter-disabled'),
  screen('confirm-email/:token?', 'confirm-email-token', () =>
    import('../screens/ConfirmEmail').then((m) => m.ConfirmEmail),
  ),
  planned('newsletter-unsubscribe/:token?', 'newsletter-unsubscribe-token'),
  planned('share/:key?', 'share-key'),
];

/** /:slug, a user's pages; static paths above win over a username of the same name. */
const profileRoute: RouteObject = {
  path: ':slug',
  element: <ProfileArea />,
  children: [
    planned(undefined, 'slug'),
    planned('archive', 'slug-archive'),
    planned('entry/:entry?', 'slug-entry-entry'),
    planned('stream/:entry?', 'slug-stream-entry'),
    {
      path: ':journal',
      children: [
        screen(undefined, 'slug-journal', () =>
          import('../screens/JournalPage').then((m) => m.JournalPage),
        ),
        screen('grid', 'slug-journal-grid', () =>
          import('../screens/JournalGrid').then((m) => m.JournalGrid),
        ),
        screen('settings', 'slug-journal-settings', () =>
          import('../screens/JournalSettings').then((m) => m.JournalSettings),
        ),
        screen(':entry?/:key?', 'slug-journal-entry-key', () =>
          import('../screens/EntryView').then((m) => m.EntryView),
        ),
      ],
    },
  ],
};

/** Every route of SPEC §2, each screen in its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <EmbedLayout />, children: [planned('embed/:entry?', 'embed-entry')] },
      {
        element: <DefaultLayout />,
        // A screen that fails shows the error page inside the shell, so the way home stays.
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                element: <GuestOnly signedInTo="home" />,
                children: [
                  {
                    index: true,
                    handle: { page: 'index' },
                    lazy: lazyScreen(() => import('../screens/Landing').then((m) => m.Landing)),
                  },
                ],
              },
              { element: <GuestOnly signedInTo="profile" />, children: guestRoutes },
              { element: <RequireSignedIn />, children: signedInRoutes },
              ...publicRoutes,
              profileRoute,
              {
                path: '*',
                handle: { page: 'not-found' },
                lazy: lazyScreen(() => import('../screens/NotFound').then((m) => m.NotFound)),
              },
            ],
          },
        ],
      },
    ],
  },
];

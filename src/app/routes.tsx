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

/**
 * The tab's name of each screen whose route alone says it ("Messages · Ritual", route-title.ts),
 * by page name. The others are named by their data (a journal, a person): their screens say it.
 */
const TITLES: Record<string, string> = {
  index: '',
  home: 'Today',
  'create-journal': 'New Journal',
  daily: 'Daily log',
  finder: 'Finder',
  messages: 'Messages',
  'messages-user': 'Messages',
  new: 'New Entry',
  push: 'New Entry',
  plus: 'Plus',
  settings: 'Settings',
  'stats-journal': 'Stats',
  unlock: 'Unlock Plus',
  login: 'Login',
  join: 'Join',
  register: 'Join',
  'password-reset-token': 'Reset your password',
  about: 'About',
  activity: 'Activity',
  blog: 'Blog',
  'blog-slug': 'Blog',
  examples: 'Examples',
  ios: 'iOS App',
  'thank-you': 'Thank you',
  'twitter-disabled': 'Twitter is disabled',
  'confirm-email-token': 'Confirm your email',
  'cancel-email-change-token': 'Cancel an email change',
  'newsletter-unsubscribe-token': 'Unsubscribe',
  'share-key': 'Shared on Ritual',
  'slug-journal-settings': 'Journal settings',
  'not-found': 'Page not found',
};

/** A route's handle: its page name, and the tab's name when the route says it. */
function handleOf(page: string) {
  const title = TITLES[page];
  return title === undefined ? { page } : { page, title };
}

/** A built screen: its route, its page name and its own lazily loaded chunk. */
function screen(
  path: string | undefined,
  page: string,
  load: () => Promise<ComponentType>,
): RouteObject {
  const lazy = lazyScreen(load);
  const handle = handleOf(page);
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** Pages for signed-in users only (docs/product.md §2 guard 1, §6). */
const signedInRoutes: RouteObject[] = [
  screen('home', 'home', () => import('../screens/Home').then((m) => m.Home)),
  screen('create-journal', 'create-journal', () =>
    import('../screens/CreateJournal').then((m) => m.CreateJournal),
  ),
  screen('daily', 'daily', () => import('../screens/Daily').then((m) => m.Daily)),
  screen('finder', 'finder', () => import('../screens/Finder').then((m) => m.Finder)),
  screen('messages', 'messages', () => import('../screens/Messages').then((m) => m.Messages)),
  screen('messages/:user', 'messages-user', () =>
    import('../screens/Conversation').then((m) => m.Conversation),
  ),
  screen('new', 'new', () => import('../screens/Push').then((m) => m.Push)),
  screen('plus', 'plus', () => import('../screens/Plus').then((m) => m.Plus)),
  screen('push', 'push', () => import('../screens/Push').then((m) => m.Push)),
  screen('settings', 'settings', () => import('../screens/Settings').then((m) => m.Settings)),
  screen('stats/:journal?', 'stats-journal', () => import('../screens/Stats').then((m) => m.Stats)),
  screen('unlock', 'unlock', () => import('../screens/Unlock').then((m) => m.Unlock)),
];

/** Pages for visitors only (docs/product.md §2 guard 2). */
const guestRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: handleOf('login'),
    lazy: lazyScreen(() => import('../screens/Login').then((m) => m.Login)),
  },
  {
    path: 'join',
    handle: handleOf('join'),
    lazy: lazyScreen(() => import('../screens/Join').then((m) => m.Join)),
  },
  {
    path: 'register',
    handle: handleOf('register'),
    lazy: lazyScreen(() => import('../screens/Join').then((m) => m.Join)),
  },
  {
    path: 'password-reset/:token?',
    handle: handleOf('password-reset-token'),
    lazy: lazyScreen(() => import('../screens/PasswordReset').then((m) => m.PasswordReset)),
  },
];

/** Pages anyone may open; what a visitor may see there is the server's call. */
const publicRoutes: RouteObject[] = [
  screen('about', 'about', () => import('../screens/About').then((m) => m.About)),
  screen('activity', 'activity', () => import('../screens/Activity').then((m) => m.Activity)),
  screen('blog', 'blog', () => import('../screens/Blog').then((m) => m.Blog)),
  screen('blog/:slug', 'blog-slug', () => import('../screens/BlogPost').then((m) => m.BlogPost)),
  screen('examples', 'examples', () => import('../screens/Examples').then((m) => m.Examples)),
  screen('ios', 'ios', () => import('../screens/Ios').then((m) => m.Ios)),
  screen('thank-you', 'thank-you', () => import('../screens/ThankYou').then((m) => m.ThankYou)),
  screen('twitter-disabled', 'twitter-disabled', () =>
    import('../screens/TwitterDisabled').then((m) => m.TwitterDisabled),
  ),
  screen('confirm-email/:token?', 'confirm-email-token', () =>
    import('../screens/ConfirmEmail').then((m) => m.ConfirmEmail),
  ),
  screen('cancel-email-change/:token?', 'cancel-email-change-token', () =>
    import('../screens/CancelEmailChange').then((m) => m.CancelEmailChange),
  ),
  screen('newsletter-unsubscribe/:token?', 'newsletter-unsubscribe-token', () =>
    import('../screens/NewsletterUnsubscribe').then((m) => m.NewsletterUnsubscribe),
  ),
  screen('share/:key?', 'share-key', () => import('../screens/Share').then((m) => m.Share)),
];

/** /:slug, a user's pages; static paths above win over a username of the same name. */
const profileRoute: RouteObject = {
  path: ':slug',
  element: <ProfileArea />,
  children: [
    screen(undefined, 'slug', () => import('../screens/Profile').then((m) => m.Profile)),
    screen('archive', 'slug-archive', () =>
      import('../screens/ProfileArchive').then((m) => m.ProfileArchive),
    ),
    screen('entry/:entry?', 'slug-entry-entry', () =>
      import('../screens/ProfileEntry').then((m) => m.ProfileEntry),
    ),
    screen('stream/:entry?', 'slug-stream-entry', () =>
      import('../screens/ProfileStream').then((m) => m.ProfileStream),
    ),
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

/** Every route of docs/product.md §2, each screen in its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <EmbedLayout />,
        children: [
          screen('embed/:entry?', 'embed-entry', () =>
            import('../screens/Embed').then((m) => m.Embed),
          ),
        ],
      },
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
                    handle: handleOf('index'),
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
                handle: handleOf('not-found'),
                lazy: lazyScreen(() => import('../screens/NotFound').then((m) => m.NotFound)),
              },
            ],
          },
        ],
      },
    ],
  },
];

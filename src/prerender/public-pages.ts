/**
 * The pages prerendered at build time (scripts/prerender.mjs): where a visitor lands from a link
 * or a search, and so what must paint before the app's JavaScript has run. Each has its own
 * description for search results; `screen` is its chunk's source (Vite's manifest key), whose
 * stylesheets the page links so it is drawn styled.
 */
export interface PublicPage {
  path: string;
  /** the file in dist/pages (server/http/client-app.ts answers the path with it) */
  file: string;
  screen: string;
  description: string;
}

export const publicPages: PublicPage[] = [
  {
    path: '/',
    file: 'index.html',
    screen: 'screens/Landing.tsx',
    // The tagline, as index.html says it (tests/e2e/welcome-page.spec.ts holds it).
    description: 'Tools to help you repeat things and store process.',
  },
  {
    path: '/login',
    file: 'login.html',
    screen: 'screens/Login.tsx',
    description: 'Log in to Ritual with your username or email.',
  },
  {
    path: '/join',
    file: 'join.html',
    screen: 'screens/Join.tsx',
    description: 'Make a Ritual account and start your first practice journal.',
  },
  {
    path: '/about',
    file: 'about.html',
    screen: 'screens/About.tsx',
    description:
      'What Ritual is: journals with a daily log and streaks, collaboration, and offline first.',
  },
  {
    path: '/blog',
    file: 'blog.html',
    screen: 'screens/Blog.tsx',
    description: 'News from Ritual: what is new and how it came to be.',
  },
  {
    path: '/examples',
    file: 'examples.html',
    screen: 'screens/Examples.tsx',
    description: 'Example journals that show what Ritual is for: open one to look inside.',
  },
];

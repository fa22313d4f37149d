/**
 * `npm run screenshots`: the screens of issue 17 as a person sees them, from the built app, at a
 * phone's and a laptop's width (375 and 1280 px), in the light and the dark theme, written to
 * docs/screenshots/<screen>-<width>-<theme>.png: Today (/home), /daily, /stats, /activity, a journal, an entry,
 * the composer open on it, /settings, /messages and /login.
 *
 * It builds nothing: run `npm run build` first (it serves dist/ as built). The server runs on a
 * fresh data directory with one person, Maya, who keeps three journals: Morning Pages (text, in
 * her daily log, a week of streak), Garden (a photo) and Piano (a recording), and has a message
 * from a friend. Only the two the README shows are committed (see .gitignore); the rest are for
 * looking at before calling a screen done.
 *
 * Then every route of docs/product.md §2 (every-route.ts), as a visitor and signed in, each as
 * route-<route>-<visitor|signed-in>-<width>-<theme>.png: what the route sweep checks, to look at.
 */
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { ApiClient, PASSWORD, type Person } from './api-client.js';
import { launchBrowser } from './browser.js';
import { removeDataDir, startBuiltServer, type BuiltServer } from './built-server.js';
import { wavOf } from './media-files.js';
import {
  EVERY_ROUTE,
  seedRouteWorld,
  settled as routeSettled,
  type RouteWorld,
} from './every-route.js';
import { LoginForm } from './pages/auth-forms.js';
import { projectRoot } from './paths.js';

const OUT = join(projectRoot, 'docs', 'screenshots');
const WIDTHS = [375, 1280] as const;
const THEMES = ['light', 'dark'] as const;
const soon = { timeout: 20_000 };

interface Journal {
  id: string;
  slug: string;
}

/** The world the screenshots show: Maya's journals and entries, and a friend who wrote to her. */
interface World {
  maya: Person;
  morning: Journal;
  garden: Journal;
  photoEntryId: string;
}

const dayBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A landscape photo: an evening sky over a hill, drawn as SVG and saved as a JPEG. */
function eveningPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#23395d"/><stop offset="0.55" stop-color="#e9a06b"/>
      <stop offset="1" stop-color="#f6d7a7"/></linearGradient></defs>
    <rect width="1600" height="1067" fill="url(#sky)"/>
    <circle cx="1120" cy="640" r="120" fill="#fff3d6" opacity="0.9"/>
    <path d="M0 760 C 300 640 560 700 820 760 S 1350 820 1600 720 V 1067 H 0 Z" fill="#3b4a2f"/>
    <path d="M0 880 C 400 800 900 860 1600 820 V 1067 H 0 Z" fill="#26331f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Twelve seconds of a tune that swells and fades, with the waveform the app's worker would draw. */
function tune(): { wav: Buffer; pcm: number[] } {
  const rate = 8_000;
  const seconds = 12;
  const samples = Array.from({ length: rate * seconds }, (_, frame) => {
    const t = frame / rate;
    const swell = 0.15 + 0.75 * Math.abs(Math.sin((Math.PI * 5 * t) / seconds));
    return swell * Math.sin(2 * Math.PI * (330 + 110 * Math.floor(t % 4)) * t);
  });
  const slice = samples.length / 200;
  const pcm = Array.from({ length: 200 }, (_, index) => {
    const part = samples.slice(index * slice, (index + 1) * slice);
    return [Math.min(...part), Math.max(...part)].map((value) => Math.round(value * 1000) / 1000);
  }).flat();
  return {
    wav: wavOf(
      samples.map((sample) => sample * 32_000),
      rate,
    ),
    pcm,
  };
}

async function makeWorld(server: BuiltServer): Promise<World> {
  const api = new ApiClient(server.url);
  const register = async (username: string): Promise<Person> => {
    const { user, token } = (await api.call('POST', '/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    })) as { user: { id: string }; token: string };
    return { token, id: user.id, username };
  };
  const maya = await register('maya');
  const journal = (title: string, description: string) =>
    api.call('POST', '/journals', maya, { title, description, private: true }) as Promise<Journal>;
  const morning = await journal('Morning Pages', 'Three pages, first thing, before the phone.');
  const garden = await journal('Garden', 'What grows, what doesn’t, and when I planted it.');
  const piano = await journal('Piano', 'Recordings of the pieces I am learning.');
  await api.call('POST', `/journals/${morning.id}/log-add`, maya, {});
  await api.call('POST', `/journals/${piano.id}/log-add`, maya, {});

  // A week of morning pages: a streak, and days to group the list by.
  const pages = [
    'Slept badly, but the light through the kitchen window at six made up for it. Wrote about the move again: it is less frightening on paper.',
    'Short one today. Coffee, rain, the neighbour’s cat on the fence. Three things I want from this week: finish the chapter, call Dad, run twice.',
    'Ran before writing for once. Everything feels sharper after. Maybe that is the habit to keep, not the pages.',
    'Read yesterday’s page back and laughed. The worry about the presentation was for nothing; it went fine.',
  ];
  for (const [daysAgo, notes] of pages.entries())
    await api.call('POST', '/entries', maya, {
      journal_id: morning.id,
      notes,
      streakDate: dayBefore(pages.length - 1 - daysAgo),
    });

  const photo = await api.postFileEntry(
    maya,
    {
      journal_id: garden.id,
      notes: 'First warm evening of the year. The tomatoes went in along the south fence.',
    },
    { bytes: await eveningPhoto(), type: 'image/jpeg', name: 'evening.jpg' },
  );
  const { wav, pcm } = tune();
  await api.postFileEntry(
    maya,
    {
      journal_id: piano.id,
      notes: 'Gymnopédie No. 1, slower this time.',
      pcm: JSON.stringify(pcm),
    },
    { bytes: wav, type: 'audio/wav', name: 'gymnopedie.wav' },
  );

  const friend = await register('jonas');
  await api.call('POST', '/chat-messages', friend, {
    value: 'Saw your tomatoes! Want some basil seedlings for next to them?',
    recipient: maya.id,
  });
  return { maya, morning, garden, photoEntryId: photo.id };
}

/** Waits until the page has painted what it loaded: fonts, images, players, and a moment for layout. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const image of document.images)
      if (!image.complete)
        // a lazy image below the fold may never load: a few seconds is enough for the rest
        await new Promise((done) => {
          image.addEventListener('load', done, { once: true });
          image.addEventListener('error', done, { once: true });
          setTimeout(done, 3_000);
        });
  });
  // A recording's player comes in its own chunk, into a room of its size (EntryMedia).
  await page
    .waitForFunction(() => !document.querySelector('.entry-audio[aria-hidden="true"]'), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

async function shoot(page: Page, screen: string, width: number, theme: string): Promise<void> {
  await settled(page);
  const path = join(OUT, `${screen}-${width}-${theme}.png`);
  // What a person sees on opening the screen: the viewport, with its fixed bars where they sit.
  await page.screenshot({ path });
  console.log(`  ${relative(projectRoot, path)}`);
}

async function tour(
  browser: Browser,
  server: BuiltServer,
  world: World,
  width: number,
  theme: string,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 769 ? 812 : 900 },
    colorScheme: theme as 'light' | 'dark',
  });
  const page = await context.newPage();
  const open = (path: string) => page.goto(new URL(path, server.url).href);
  const journalPath = (journal: Journal) => `/${world.maya.username}/${journal.slug}`;
  try {
    await open('/login');
    const login = new LoginForm(page);
    await login.login.waitFor(soon);
    await shoot(page, 'login', width, theme);
    await login.signIn(world.maya.username, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/home', soon);

    await page.getByText('Morning Pages').first().waitFor(soon);
    await shoot(page, 'today', width, theme);

    await open('/daily');
    await page.getByRole('button', { name: 'Move Morning Pages' }).waitFor(soon);
    await shoot(page, 'daily', width, theme);

    await open('/stats');
    await page.locator('svg.heatmap[role="img"]').waitFor(soon);
    await shoot(page, 'stats', width, theme);

    await open('/activity');
    await page.locator('.discovery-activity__glimpse img').first().waitFor(soon);
    await shoot(page, 'activity', width, theme);

    await open(journalPath(world.morning));
    await page.getByText('Ran before writing for once.').first().waitFor(soon);
    await shoot(page, 'journal', width, theme);

    // The composer, as N opens it over the journal, with a line already written.
    await page.locator('body').press('n');
    const composer = page.getByRole('dialog', { name: 'New Entry' });
    // The panel loads on first use; where N is not offered, its button opens it.
    await composer.waitFor({ timeout: 5_000 }).catch(() =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^new entry$/i })
        .first()
        .click(),
    );
    await composer.waitFor(soon);
    await composer.getByLabel('Notes').fill('The pages came easily today. ');
    await shoot(page, 'composer', width, theme);
    await page.keyboard.press('Escape');

    await open(`${journalPath(world.garden)}/${world.photoEntryId}`);
    await page.getByText('The tomatoes went in').first().waitFor(soon);
    await shoot(page, 'entry', width, theme);

    await open('/messages');
    await page.getByText('jonas').first().waitFor(soon);
    await shoot(page, 'messages', width, theme);

    await open('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor(soon);
    await shoot(page, 'settings', width, theme);
  } finally {
    await context.close();
  }
}

/** The route's name as a file name: '/:slug/:journal/grid' → 'slug-journal-grid', '/' → 'landing'. */
const fileNameOf = (route: string) =>
  route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';

/** Every route for one audience at one width and theme, each screenshot where it settles. */
async function routeTour(
  browser: Browser,
  server: BuiltServer,
  world: RouteWorld,
  audience: 'visitor' | 'signed in',
  width: number,
  theme: string,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 769 ? 812 : 900 },
    colorScheme: theme as 'light' | 'dark',
  });
  const page = await context.newPage();
  const open = (path: string) => page.goto(new URL(path, server.url).href);
  try {
    if (audience === 'signed in') {
      await open('/login');
      await new LoginForm(page).signIn(world.owner.username, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/home', soon);
    }
    for (const route of EVERY_ROUTE) {
      if (route.audience !== 'both' && route.audience !== audience) continue;
      await open(route.path(world));
      await routeSettled(page).catch(() => undefined);
      const name = `route-${fileNameOf(route.route)}-${audience.replace(' ', '-')}`;
      await shoot(page, name, width, theme);
    }
  } finally {
    await context.close();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    const world = await makeWorld(server);
    const routeWorld = await seedRouteWorld(new ApiClient(server.url));
    browser = await launchBrowser();
    for (const theme of THEMES)
      for (const width of WIDTHS) {
        console.log(`${width} px, ${theme}`);
        await tour(browser, server, world, width, theme);
        for (const audience of ['visitor', 'signed in'] as const)
          await routeTour(browser, server, routeWorld, audience, width, theme);
      }
  } finally {
    await browser?.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

await main();

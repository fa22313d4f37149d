// The public pages as HTML with their content in it (docs/architecture.md, "Prerendered public
// pages"), after `vite build`: src/prerender/render-page.tsx is built for Node (a Vite SSR build,
// no browser needed) and renders each page of src/prerender/public-pages.ts into the built
// index.html, with the page's styles in it, so it paints styled before any JavaScript has run.
// The files go to dist/pages, beside dist/client rather than in it: the service worker precaches
// index.html, the app shell, and the server answers these paths only. The renderer stays in
// dist/render with templates of the journal's and the embed's pages (dist/pages/*.template): the
// server draws a public journal with its entries, or an embedded entry, from them per request
// (server/http/drawn-pages.ts).
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const client = at('../dist/client');
const code = at('../dist/render');
const pages = at('../dist/pages');

await build({
  configFile: at('../vite.config.ts'),
  logLevel: 'warn',
  // The icons the pages use are bundled, not imported: lucide-react's CommonJS entry, which Node
  // would load, holds every icon and cost each server process about 40 MB of memory.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    ssr: at('../src/prerender/render-page.tsx'),
    outDir: code,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderPage, publicPages } = await import(`${code}/render-page.js`);
const template = await readFile(`${client}/index.html`, 'utf8');
const themeJs = await readFile(`${client}/theme.js`, 'utf8');
const manifest = JSON.parse(await readFile(`${client}/.vite/manifest.json`, 'utf8'));

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A chunk's stylesheets and those of the chunks it imports, leaving out the entry's (in index.html). */
function stylesOf(key, seen = new Set()) {
  if (seen.has(key) || manifest[key]?.isEntry) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => stylesOf(next, seen))];
}

/** A <link>'s file, without its leading slash: '/assets/index-x.css' is 'assets/index-x.css'. */
const hrefOf = (link) => /href="\/([^"]+)"/.exec(link)[1];

/** The template's <link>s of one kind, each with its line's end. */
const linksOf = (html, rel) =>
  html.match(new RegExp(`[ \\t]*<link rel="${rel}"[^>]*>\\n?`, 'g')) ?? [];

/**
 * The built index.html as `page`'s own: its screen's styles inline, its title and description,
 * `rendered.html` in #root and `tail` after it.
 */
function pageHtml(page, rendered, tail = '') {
  const swap = (html, from, to) => {
    if (!html.includes(from)) throw new Error(`prerender: index.html has no ${from}`);
    return html.replace(from, () => to);
  };
  // The page paints from its HTML alone: the app's styles and the screen's are in it, and the
  // fonts are preloaded (they swap in). No script is preloaded: on a phone's slow network the
  // two dozen chunks the template preloads took the bandwidth the first paint needed
  // (Lighthouse's first contentful paint on /login went from 2.5 s to 1.6 s without them). The
  // entry's module script still loads at once and fetches what it imports; the screen's chunk
  // follows, and brings its own stylesheets again, after the page is on screen.
  const stylesheets = linksOf(template, 'stylesheet');
  const fonts = linksOf(template, 'preload');
  const cssFiles = [...stylesheets.map(hrefOf), ...stylesOf(page.screen)];
  // Each inline stylesheet is also named by a disabled <link>, which loads nothing: when the
  // app's code loads the screen's chunk, Vite's preloader finds its stylesheets already on the
  // page and adds none, where each it added was fetched again and restyled the whole page (a
  // tenth of a second of a phone's main thread on a journal of photos).
  const styles = [
    ...cssFiles.map((file) => `<style>${readFileSync(`${client}/${file}`, 'utf8')}</style>`),
    ...cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled />`),
    ...fonts.map((link) => link.trim()),
  ];
  // The template's links go: the styles and fonts come back above, the scripts' not at all.
  const dropped = [...stylesheets, ...fonts, ...linksOf(template, 'modulepreload')];
  let html = dropped.reduce((page, link) => page.replace(link, ''), template);
  // theme.js runs before the first paint; inline, a phone waits for no request before painting
  // (the server's CSP admits it by its hash, server/http/inline-scripts.ts).
  html = swap(html, '<script src="/theme.js"></script>', `<script>${themeJs}</script>`);
  html = swap(html, '<title>Ritual</title>', `<title>${escapeHtml(rendered.title)}</title>`);
  html = swap(
    html,
    '<meta name="description" content="Tools to help you repeat things and store process." />',
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = swap(
    html,
    '<!-- Before the first paint',
    `${styles.join('\n    ')}\n    <!-- Before the first paint`,
  );
  return swap(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered>${rendered.html}</div>${tail}`,
  );
}

/** Where the server puts a drawn page's parts into its template (server/http/drawn-pages.ts). */
const SLOT = {
  title: '@@ritual:title@@',
  description: '@@ritual:description@@',
  root: '@@ritual:root@@',
  firstRead: '@@ritual:first-read@@',
};

await rm(pages, { recursive: true, force: true });
await mkdir(pages, { recursive: true });
for (const page of publicPages) {
  const rendered = await renderPage(page.path);
  // A part that failed to render inside a Suspense boundary is left to the browser silently.
  if (rendered.html.includes('<!--$!-->'))
    throw new Error(`prerender: part of ${page.path} failed to render; it would be drawn late`);
  await writeFile(`${pages}/${page.file}`, pageHtml(page, rendered));
}
const drawn = [
  { template: 'journal.template', screen: 'screens/JournalPage.tsx' },
  { template: 'embed.template', screen: 'screens/Embed.tsx' },
];
for (const { template: file, screen } of drawn) {
  await writeFile(
    `${pages}/${file}`,
    pageHtml(
      { screen, description: SLOT.description },
      { title: SLOT.title, html: SLOT.root },
      `<script type="application/json" id="first-read">${SLOT.firstRead}</script>`,
    ),
  );
}
console.log(
  `prerender: ${publicPages.length} public pages and ${drawn.length} templates in dist/pages`,
);

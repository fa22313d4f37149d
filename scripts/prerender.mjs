// The public pages as HTML with their content in it (docs/architecture.md, "Prerendered public
// pages"), after `vite build`: src/prerender/render-page.tsx is built for Node (a Vite SSR build,
// no browser needed) and renders each page of src/prerender/public-pages.ts into the built
// index.html, with the page's styles in it, so it paints styled before any JavaScript has run.
// The files go to dist/pages, beside dist/client rather than in it: the service worker precaches
// index.html, the app shell, and the server answers these paths only.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const client = at('../dist/client');
const code = at('../dist/prerender');
const pages = at('../dist/pages');

await build({
  configFile: at('../vite.config.ts'),
  logLevel: 'warn',
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

function pageHtml(page, rendered) {
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
  const styles = [
    ...cssFiles.map((file) => `<style>${readFileSync(`${client}/${file}`, 'utf8')}</style>`),
    ...fonts.map((link) => link.trim()),
  ];
  // The template's links go: the styles and fonts come back above, the scripts' not at all.
  const dropped = [...stylesheets, ...fonts, ...linksOf(template, 'modulepreload')];
  let html = dropped.reduce((page, link) => page.replace(link, ''), template);
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
    `<div id="root" data-prerendered>${rendered.html}</div>`,
  );
}

await rm(pages, { recursive: true, force: true });
await mkdir(pages, { recursive: true });
for (const page of publicPages) {
  const rendered = await renderPage(page.path);
  // A part that failed to render inside a Suspense boundary is left to the browser silently.
  if (rendered.html.includes('<!--$!-->'))
    throw new Error(`prerender: part of ${page.path} failed to render; it would be drawn late`);
  await writeFile(`${pages}/${page.file}`, pageHtml(page, rendered));
}
await rm(code, { recursive: true, force: true });
console.log(`prerender: ${publicPages.length} public pages in dist/pages`);

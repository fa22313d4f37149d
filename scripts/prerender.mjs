// The public pages as HTML with their content in it (docs/architecture.md, "Prerendered public
// pages"), after `vite build`: src/prerender/render-page.tsx is built for Node (a Vite SSR build,
// no browser needed) and renders each page of src/prerender/public-pages.ts into the built
// index.html, which then links the page's own stylesheets, so it paints styled before any
// JavaScript has run. The files go to dist/pages, beside dist/client rather than in it: the
// service worker precaches index.html, the app shell, and the server answers these paths only.
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

/** A chunk's own files and those of the chunks it imports, leaving out the entry's (in index.html). */
function filesOf(key, seen = new Set()) {
  if (seen.has(key) || manifest[key]?.isEntry) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
  const below = (chunk.imports ?? []).map((next) => filesOf(next, seen));
  return {
    js: [chunk.file, ...below.flatMap((files) => files.js)],
    css: [...(chunk.css ?? []), ...below.flatMap((files) => files.css)],
  };
}

/** The template's <link>s of one kind, each with its line's end. */
const linksOf = (html, rel) =>
  html.match(new RegExp(`[ \\t]*<link rel="${rel}"[^>]*>\\n?`, 'g')) ?? [];

function pageHtml(page, rendered) {
  const swap = (html, from, to) => {
    if (!html.includes(from)) throw new Error(`prerender: index.html has no ${from}`);
    return html.replace(from, () => to);
  };
  const { js, css } = filesOf(page.screen);
  // The styles and the fonts first, the app's own and the screen's, ahead of the scripts: over
  // HTTP/1.1's few connections the page then paints once they are in, not after the scripts
  // queued before them. The screen's scripts load beside the entry's rather than after them, as
  // the page waits for its screen before it hydrates.
  const first = [...linksOf(template, 'stylesheet'), ...linksOf(template, 'preload')];
  const preloaded = linksOf(template, 'modulepreload').join('');
  const styles = [
    ...first.map((link) => link.trim()),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  const scripts = js
    .filter((file) => !preloaded.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  let html = first.reduce((page, link) => page.replace(link, ''), template);
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
  html = swap(html, '</head>', `  ${scripts.join('\n    ')}\n  </head>`);
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

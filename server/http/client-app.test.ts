import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApp } from './client-app.js';

let root: string;
let pages: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ritual-client-'));
  pages = mkdtempSync(join(tmpdir(), 'ritual-pages-'));
  writeFileSync(join(pages, 'index.html'), '<!doctype html><title>Ritual</title><h1>Landing</h1>');
  writeFileSync(join(pages, 'login.html'), '<!doctype html><title>Login · Ritual</title>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Ritual</title>');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Ritual"}');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'export {};');
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x"}}');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
});

describe('clientApp', () => {
  it('serves the service worker to be revalidated on every update check', async () => {
    const answer = await clientApp(root).request('/sw.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the manifest as a web app manifest', async () => {
    const answer = await clientApp(root).request('/manifest.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('keeps hashed assets for a year and answers index.html for the page routes', async () => {
    const app = clientApp(root);
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await app.request('/ann/diary');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Ritual</title>');
  });

  it("keeps the build's own dot-files to itself: the page answers instead", async () => {
    const answer = await clientApp(root).request('/.vite/manifest.json');
    expect(await answer.text()).toContain('<title>Ritual</title>');
  });

  it('answers a public page with its prerendered HTML, to be revalidated', async () => {
    const app = clientApp(root, pages);
    const landing = await app.request('/');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(await landing.text()).toContain('<h1>Landing</h1>');
    expect(await (await app.request('/login')).text()).toContain('<title>Login · Ritual</title>');
  });

  it('keeps index.html the app shell, which the service worker precaches for every page', async () => {
    const app = clientApp(root, pages);
    expect(await (await app.request('/index.html')).text()).toBe(
      '<!doctype html><title>Ritual</title>',
    );
    expect(await (await app.request('/ann')).text()).toBe('<!doctype html><title>Ritual</title>');
  });

  it('sends the build’s compressed copy of a file to a browser that takes it', async () => {
    const script = `export const a = '${'ritual '.repeat(500)}';`;
    writeFileSync(join(root, 'assets', 'big-abc123.js'), script);
    writeFileSync(join(root, 'assets', 'big-abc123.js.br'), brotliCompressSync(script));
    const app = clientApp(root, pages);
    const answer = await app.request('/assets/big-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(script);
    // A browser that takes no brotli gets the file as it is.
    const plain = await app.request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('gzips a prerendered page as it sends it', async () => {
    writeFileSync(join(pages, 'about.html'), `<!doctype html><p>${'Offline first. '.repeat(200)}`);
    const answer = await clientApp(root, pages).request('/about', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toContain(
      'Offline first.',
    );
  });

  it('opens Home for a share posted before the service worker was installed', async () => {
    const answer = await clientApp(root).request('/share-target', { method: 'POST' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/home');
  });
});

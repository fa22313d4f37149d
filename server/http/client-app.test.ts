import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApp } from './client-app.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ritual-client-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Ritual</title>');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Ritual"}');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'export {};');
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x"}}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

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

  it('opens Home for a share posted before the service worker was installed', async () => {
    const answer = await clientApp(root).request('/share-target', { method: 'POST' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/home');
  });
});

// The yardstick for `npm run bench -- api`: the same API paths on a bare Hono app in its own
// process on @hono/node-server, answering the same bytes as Ritual did (its JSON bodies, and its
// own headers: security headers, ETag, cache rules), with no auth and no database, so the ratio
// shows what Ritual's own work costs over HTTP and JSON.
// Usage: node --import tsx bench/bare-server.ts <payloads.json> <port>
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiWorkload } from './api-workload.js';

const [payloadFile, port] = process.argv.slice(2);
if (!payloadFile || !port) throw new Error('usage: bare-server.ts <payloads.json> <port>');
/** What Ritual answered to each request, parsed: c.json() serializes it again, as Ritual does. */
const payloads = JSON.parse(readFileSync(payloadFile, 'utf8')) as ApiWorkload['payloads'];
const { headers } = payloads;

const app = new Hono();
// A reader holding the answer's tag gets 304, as from Ritual (which checks access first).
app.get('/api/journals/:id/entries', (c) =>
  c.req.header('if-none-match') === payloads.etag
    ? c.body(null, 304, headers.unchanged)
    : c.json(payloads.entries, 200, headers.entries),
);
app.get('/api/sync', (c) => c.json(payloads.sync, 200, headers.sync));
app.post('/api/entries', async (c) => {
  // Ritual parses every body it is sent; so does the yardstick.
  await c.req.json();
  return c.json(payloads.post, 201, headers.post);
});

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' });

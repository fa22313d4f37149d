// Rough single-client latencies of the social half against a running server (issue 9 builds the
// real benchmark). Usage, after `npm run build`:
//   FREE_ENTRY_LIMIT=100000 DATA_DIR=$(mktemp -d) PORT=8799 node dist/node/server/main.js &
//   BASE=http://localhost:8799 node bench/social-latency.mjs
const base = `${process.env.BASE ?? 'http://localhost:8799'}/api`;
const ok = async (r, want) => {
  if (r.status !== want) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return r.status === 204 ? null : r.json();
};
const call = async (method, path, token, body, want = 200) =>
  ok(
    await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    want,
  );
const stamp = Date.now().toString(36);
const register = async (name) =>
  call(
    'POST',
    '/auth/register',
    undefined,
    {
      username: `${name}${stamp}`,
      email: `${name}${stamp}@example.com`,
      password: 'a fine passphrase',
    },
    201,
  );
/** Mean milliseconds of `times` sequential runs of `run`. */
async function time(label, times, run) {
  const t = performance.now();
  let last;
  for (let i = 0; i < times; i++) last = await run(i);
  console.log(`${label}: ${((performance.now() - t) / times).toFixed(2)} ms each over ${times}`);
  return last;
}

const alice = await register('alice');
const bob = await register('bob');
const journal = await call('POST', '/journals', alice.token, { title: 'Bench practice' }, 201);
let lastEntry;
for (let i = 0; i < 300; i++)
  lastEntry = await call(
    'POST',
    '/entries',
    alice.token,
    { journal_id: journal.id, notes: `n${i}` },
    201,
  );
await call('POST', `/journals/${journal.id}/log-add`, alice.token, undefined, 201);
await call('POST', `/journals/${journal.id}/shadow`, bob.token);

await time('POST /api/chat-messages', 200, (i) =>
  call('POST', '/chat-messages', alice.token, { value: `m${i}`, recipient: bob.user.id }, 201),
);
await time('GET /api/chat-messages/chats (200 messages, 1 unread conversation)', 100, () =>
  call('GET', '/chat-messages/chats', bob.token),
);
await time('POST /api/comments', 100, (i) =>
  call('POST', '/comments', bob.token, { entry_id: lastEntry.id, value: `c${i}` }, 201),
);
await time('GET /api/users/log (1 journal, 300 entries, streaks in the user’s timezone)', 100, () =>
  call('GET', '/users/log', alice.token),
);
await time('GET /api/users/stats/ (300 entries)', 100, () =>
  call('GET', '/users/stats/', alice.token),
);
await time('GET /api/users/shadows', 100, () => call('GET', '/users/shadows', bob.token));
await time('GET /api/journals/search/bench', 100, () => call('GET', '/journals/search/bench'));
await time('GET /api/users/search/ali', 100, () => call('GET', '/users/search/ali'));
await time('GET /api/activity (30 newest)', 100, () => call('GET', '/activity'));
await time('GET /api/journals/explore', 100, () => call('GET', '/journals/explore'));

// Rough single-client latencies against a running server (issue 9 builds the real benchmark).
// Usage: FREE_ENTRY_LIMIT=100000 DATA_DIR=$(mktemp -d) PORT=8799 node dist/node/server/main.js &
//        BASE=http://localhost:8799 node bench/api-latency.mjs
const base = `${process.env.BASE ?? 'http://localhost:8799'}/api`;
const ok = async (r, want) => {
  if (r.status !== want) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return r.json();
};
let t = performance.now();
const { token } = await ok(
  await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `measure${Date.now().toString(36)}`,
      email: `measure${Date.now().toString(36)}@example.com`,
      password: 'a fine passphrase',
    }),
  }),
  201,
);
console.log('register (argon2id 19 MiB, t=2):', Math.round(performance.now() - t), 'ms');
const h = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const j = await ok(
  await fetch(`${base}/journals`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ title: 'x' }),
  }),
  201,
);
const n = 300;
t = performance.now();
for (let i = 0; i < n; i++)
  await ok(
    await fetch(`${base}/entries`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ journal_id: j.id, notes: `n${i}` }),
    }),
    201,
  );
console.log(
  `sequential POST /api/entries (text), all 201: ${((performance.now() - t) / n).toFixed(2)} ms each over ${n}`,
);
let got = 0;
t = performance.now();
for (let i = 0; i < 50; i++)
  got = (await ok(await fetch(`${base}/sync?since=0&limit=500`, { headers: h }), 200)).changes
    .length;
console.log(
  `GET /api/sync?since=0 with ${got} changes: ${((performance.now() - t) / 50).toFixed(1)} ms each`,
);
t = performance.now();
let e = 0;
for (let i = 0; i < 100; i++)
  e = (await ok(await fetch(`${base}/journals/${j.id}/entries?limit=50`, { headers: h }), 200))
    .entries.length;
console.log(
  `GET /api/journals/{id}/entries (${e} entries): ${((performance.now() - t) / 100).toFixed(1)} ms each`,
);

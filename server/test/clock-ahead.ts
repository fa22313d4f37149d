/**
 * Loaded with `node --import` before server/main.ts (spawn-server.ts's clockAheadMs): the process's
 * clock runs RITUAL_CLOCK_AHEAD_MS ahead, so a test can start a server "later" without waiting,
 * e.g. past the minute after which a crashed process's Idempotency-Key claims are taken over.
 * The server reads time through Date.now (deps.now); `new Date()` only stamps log lines.
 */
const ahead = Number(process.env.RITUAL_CLOCK_AHEAD_MS ?? 0);
if (Number.isFinite(ahead) && ahead !== 0) {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + ahead;
}

export {};

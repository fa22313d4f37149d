import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.js';
import { openDeps } from './bootstrap.js';
import type { Config } from './config.js';
import { releaseClaimsOfDeadProcess } from './http/idempotency.js';
import type { AppDeps } from './deps.js';
import type { Log } from './log.js';
import { startSocketServer } from './realtime/socket-server.js';
import { seedExamplesAtStart } from './journals/examples.js';
import { startMaintenance } from './maintenance.js';
import { startReminders } from './reminders/scheduler.js';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  /**
   * Disconnects the real-time sockets, stops taking connections, lets in-flight requests finish,
   * then closes the database.
   */
  close(): Promise<void>;
}

export async function startServer(config: Config, log: Log): Promise<RunningServer> {
  const deps = await openDeps(config, log);
  await releaseClaimsOfDeadProcess(deps.database);
  await seedExamplesAtStart(deps);
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      { fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) },
      () => resolve(s),
    );
  });
  // @hono/node-server's serve() makes a node:http server unless told to use HTTP/2.
  const sockets = startSocketServer(server as HttpServer, deps);
  const stopMaintenance = startMaintenance(deps);
  const stopReminders = startReminders(deps);
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    deps,
    close: () =>
      (closing ??= (async () => {
        stopMaintenance();
        stopReminders();
        await new Promise<void>((resolve) => {
          // Keep-alive sockets with no request in flight would hold close() open; a socket whose
          // request finishes meanwhile becomes idle too, so keep closing idle ones until done.
          const closeIdle = () =>
            'closeIdleConnections' in server ? server.closeIdleConnections() : undefined;
          const sweeper = setInterval(closeIdle, 100);
          // socket.io closes the HTTP server after its sockets (see startSocketServer).
          void sockets.close().finally(() => {
            clearInterval(sweeper);
            resolve();
          });
          closeIdle();
        });
        await deps.database.close();
      })()),
  };
}

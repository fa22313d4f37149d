import { readConfig } from './config.js';
import { consoleLog } from './log.js';
import { startServer } from './server.js';

/** A stuck request must not keep a stopping server alive forever. */
const SHUTDOWN_GRACE_MS = 10_000;

const log = consoleLog;
try {
  const config = readConfig();
  const running = await startServer(config, log);
  log.info(`Ritual is listening on ${running.url}`, {
    database: config.databaseUrl ? 'postgresql' : `sqlite in ${config.dataDir}`,
    media:
      config.mediaStore.kind === 'local'
        ? `${config.dataDir}/media`
        : `s3://${config.mediaStore.bucket}/${config.mediaStore.prefix}`,
  });
  const stop = (signal: string) => {
    log.info(`${signal}: finishing in-flight requests, then closing the database`);
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  log.error('Ritual could not start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
}

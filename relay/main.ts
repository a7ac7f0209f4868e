import path from 'node:path';
import { aiFromEnv, limitsFromEnv, portFromEnv, REPO_ROOT } from './config';
import { createJsonLogger, errorMessage, type LogLevel } from './logger';
import { startRelay } from './server';

const env = process.env;
// A closed stdout (the reader of the logs went away) must not take the relay down.
process.stdout.on('error', () => {});
const level = (['debug', 'info', 'warn', 'error'] as const).find((l) => l === env.LOG_LEVEL) ?? 'info';
const logger = createJsonLogger(level as LogLevel);

async function main() {
  const relay = await startRelay({
    port: portFromEnv(env),
    host: env.HOST?.trim() || undefined,
    distDir: path.resolve(env.DIST_DIR?.trim() || path.join(REPO_ROOT, 'dist')),
    dataDir: path.resolve(env.RELAY_DATA_DIR?.trim() || '.relay-data'),
    limits: limitsFromEnv(env),
    ai: aiFromEnv(env),
    allowedOrigins: (env.RELAY_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logger,
  });
  // tsx runs this file in a child process: the pid here is the relay's own (for signals).
  logger.info('ready', { pid: process.pid, port: relay.port });
  process.stdout.write(`Docket relay listening on http://localhost:${relay.port}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutdown', { signal });
    const force = setTimeout(() => {
      logger.error('shutdown_timeout', {});
      process.exit(1);
    }, 10_000);
    force.unref();
    relay.close().then(
      () => {
        logger.info('stopped', {});
        process.exit(0);
      },
      (err: unknown) => {
        logger.error('shutdown_failed', { error: errorMessage(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  logger.error('start_failed', { error: errorMessage(err) });
  process.exit(1);
});

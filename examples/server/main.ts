/**
 * `npm start` in examples/: the demo store on http://127.0.0.1:$PORT (default 4173).
 * Env: PORT, FIRSAT_DB (SQLite file or ':memory:'), FIRSAT_NONCE_TTL (seconds), FIRSAT_EMBED_DIR
 * (the built script-tag folder to serve, default packages/embed/dist).
 */
import { defaults, startServer } from './start-server';

function numberFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number, got "${value}"`);
  return number;
}

const port = numberFromEnv('PORT') ?? defaults.port;
const server = await startServer({
  port,
  dbPath: process.env.FIRSAT_DB || defaults.dbPath,
  nonceTtlSeconds: numberFromEnv('FIRSAT_NONCE_TTL'),
  embedDir: process.env.FIRSAT_EMBED_DIR || undefined,
}).catch((error: NodeJS.ErrnoException) => {
  // A taken port is the common first-run snag: say which and how to pick another, not a stack.
  if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
    const why = error.code === 'EADDRINUSE' ? 'is already in use' : 'may not be used by this user';
    console.error(
      `The demo store could not start: port ${port} on 127.0.0.1 ${why}.\n` +
        `Stop whatever is listening there, or choose another port: PORT=${port + 1} npm start`,
    );
    process.exit(1);
  }
  throw error;
});

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

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

const server = await startServer({
  port: numberFromEnv('PORT') ?? defaults.port,
  dbPath: process.env.FIRSAT_DB || defaults.dbPath,
  nonceTtlSeconds: numberFromEnv('FIRSAT_NONCE_TTL'),
  embedDir: process.env.FIRSAT_EMBED_DIR || undefined,
});

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

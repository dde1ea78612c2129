import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServer } from '../start-server';
import { createTestClient, readGlobal } from '../testing';

describe('startServer', () => {
  it('listens on 127.0.0.1 with an ephemeral port, and close() stops it', async () => {
    const server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    // without a firsat build the pages still render; the script itself is a 404
    expect((await fetch(`${server.url}/firsat/firsat.js`)).status).toBe(404);
    await server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });

  it('npm start on a taken port says which port and how to choose another, with no stack', async () => {
    const taken = await startServer({ port: 0, dbPath: ':memory:', quiet: true });
    try {
      const port = new URL(taken.url).port;
      const main = fileURLToPath(new URL('../main.ts', import.meta.url));
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, PORT: port, FIRSAT_DB: ':memory:' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(run.stderr).toContain(`PORT=${Number(port) + 1} npm start`);
      expect(run.stderr).not.toContain('EADDRINUSE');
    } finally {
      await taken.close();
    }
  }, 30_000);

  it('lets nonces really expire with a short FIRSAT_NONCE_TTL', async () => {
    const server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, nonceTtlSeconds: 1 });
    try {
      const client = createTestClient(server.url);
      const nonce = String(readGlobal(await (await client.fetch('/')).text(), 'wpApiSettings').nonce);
      const call = () =>
        client.fetch('/wp-json/wp/v2/posts?per_page=1', { headers: { 'X-WP-Nonce': nonce } });
      expect((await call()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await call()).status).toBe(403);
    } finally {
      await server.close();
    }
  });
});

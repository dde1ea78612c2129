// The measuring half of `npm run page-weight`: which JavaScript a tab downloads, and when its
// network has gone quiet. A body counts once per URL, gzipped at level 9, whoever serves it.
import { gzipSync } from 'node:zlib';

const JS_TYPE = /javascript|ecmascript/i;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches `page` from before its navigation. `settle(tailMs)` resolves once the network has been
 * quiet for 500 ms and then `tailMs` more, and returns that moment; `scripts(until)` gives every
 * JavaScript body whose request started by then (all of them without `until`), largest first.
 */
export function watchNetwork(page) {
  const pending = new Map(); // request → when it started
  let lastChange = Date.now();
  const bodies = new Map(); // url → { startedAt, body: Promise<{ url, raw, gzip } | null> }
  const errors = [];

  const finished = (request) => {
    if (!pending.delete(request)) return;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    pending.set(request, Date.now());
    lastChange = Date.now();
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  page.on('response', (response) => {
    const request = response.request();
    if (!pending.has(request) || bodies.has(response.url())) return;
    const isScript =
      request.resourceType() === 'script' || JS_TYPE.test(response.headers()['content-type'] ?? '');
    if (!isScript || response.status() !== 200) return;
    const body = response.body().then(
      (bytes) => ({ url: response.url(), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }),
      (error) => {
        errors.push(`${response.url()}: ${error.message}`);
        return null;
      },
    );
    bodies.set(response.url(), { startedAt: pending.get(request), body });
  });

  /** Resolves once no request (started by `until`) has been in flight for `quietMs`. */
  async function quiet(quietMs, timeoutMs, until = Number.POSITIVE_INFINITY) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const busy = [...pending.values()].some((startedAt) => startedAt <= until);
      if (!busy && Date.now() - lastChange >= quietMs) return true;
      await sleep(50);
    }
    return false;
  }

  return {
    /** Quiet for 500 ms, then `tailMs` more; what started by then is awaited. Returns that moment. */
    async settle(tailMs) {
      await quiet(500, 30_000);
      await sleep(tailMs);
      const until = Date.now();
      await quiet(0, 15_000, until);
      return until;
    },
    /** Quiet for `ms` (between the steps of a full visit). */
    quiet: (ms) => quiet(ms, 15_000),
    async scripts(until = Number.POSITIVE_INFINITY) {
      const counted = [...bodies.values()].filter((entry) => entry.startedAt <= until);
      const files = (await Promise.all(counted.map((entry) => entry.body))).filter(Boolean);
      if (errors.length > 0) throw new Error(`could not read a script body: ${errors.join('; ')}`);
      return files.sort((a, b) => b.gzip - a.gzip);
    },
  };
}

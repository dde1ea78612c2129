import { deferred } from '../../fakes/index';
import { createLatest } from './latest';

const abortError = () => new DOMException('aborted', 'AbortError');

/** A request that answers when told, and rejects as fetch does when its signal aborts. */
function answerable<T>() {
  const d = deferred<T>();
  const signals: AbortSignal[] = [];
  const request = (signal: AbortSignal) => {
    signals.push(signal);
    signal.addEventListener('abort', () => d.reject(abortError()), { once: true });
    return d.promise;
  };
  return { ...d, request, signals };
}

test('shows pending while a request is out, then its data; a failure keeps the last data', async () => {
  const latest = createLatest<string>();
  const seen: string[] = [];
  latest.subscribe((s) => seen.push(`${s.pending}:${String(s.data)}:${String(s.error)}`));
  expect(await latest.run(async () => 'one')).toEqual({ status: 'data', data: 'one' });
  const failure = new Error('down');
  expect(
    await latest.run(async () => {
      throw failure;
    }),
  ).toEqual({ status: 'error', error: failure });
  expect(latest.getSnapshot()).toEqual({ pending: false, error: failure, data: 'one' });
  expect(seen).toEqual([
    'true:undefined:undefined',
    'false:one:undefined',
    'true:one:undefined',
    'false:one:Error: down',
  ]);
});

test.each([
  ['the older answer comes first', ['first', 'second']],
  ['the older answer comes last', ['second', 'first']],
] as const)('a newer run aborts the older one and only the newest lands (%s)', async (_, order) => {
  const latest = createLatest<string>();
  const first = deferred<string>();
  const second = deferred<string>();
  const signals: AbortSignal[] = [];
  const runs = {
    first: latest.run((s) => {
      signals.push(s);
      return first.promise;
    }),
    second: latest.run((s) => {
      signals.push(s);
      return second.promise;
    }),
  };
  expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  for (const name of order) (name === 'first' ? first : second).resolve(name);
  expect(await runs.first).toEqual({ status: 'stale' });
  expect(await runs.second).toEqual({ status: 'data', data: 'second' });
  expect(latest.getSnapshot()).toEqual({ pending: false, error: undefined, data: 'second' });
});

test.each([
  ['abort()', (latest: ReturnType<typeof createLatest>, _owner: AbortController) => latest.abort()],
  ['the island signal', (_latest: ReturnType<typeof createLatest>, owner: AbortController) => owner.abort()],
])('%s aborts the request out: stale, not an error, no longer pending', async (_, stop) => {
  const owner = new AbortController();
  const latest = createLatest({ signal: owner.signal });
  const request = answerable<string>();
  const run = latest.run(request.request);
  stop(latest, owner);
  expect(request.signals[0]?.aborted).toBe(true);
  expect(await run).toEqual({ status: 'stale' });
  expect(latest.getSnapshot()).toEqual({ pending: false, error: undefined, data: undefined });
});

test('after the island signal aborted nothing more runs', async () => {
  const owner = new AbortController();
  const latest = createLatest<string>({ signal: owner.signal });
  owner.abort();
  const request = vi.fn(async () => 'late');
  expect(await latest.run(request)).toEqual({ status: 'stale' });
  expect(request).not.toHaveBeenCalled();
});

test.each([
  // [the case, what the attempts answer, renewals, the outcome]
  ['accepted at once', ['ok'], 0, { status: 'data', data: 'ok' }],
  ['refused once: renewed and retried', ['refused', 'ok'], 1, { status: 'data', data: 'ok' }],
  ['refused twice: renewed once only', ['refused', 'refused'], 1, { status: 'error' }],
  ['another failure: not renewed', ['down'], 0, { status: 'error' }],
] as const)('the nonce rule: %s', async (_, answers, renewals, outcome) => {
  const attempts: string[] = [];
  const renew = vi.fn(async () => 'fresh');
  const latest = createLatest<string>({
    nonce: { refused: (error) => error instanceof Error && error.message === 'refused', renew },
  });
  const result = await latest.run(async () => {
    const answer = answers[attempts.length] ?? 'none';
    attempts.push(answer);
    if (answer !== 'ok') throw new Error(answer);
    return answer;
  });
  expect(result).toMatchObject(outcome);
  expect(attempts).toEqual(answers);
  expect(renew).toHaveBeenCalledTimes(renewals);
});

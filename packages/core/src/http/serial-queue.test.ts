import { deferred, fakeFetch, json, TEST_SETTINGS } from '../fakes/index';
import { createHttpClient } from './client';
import { createSerialQueue } from './serial-queue';

describe('createSerialQueue', () => {
  it('runs tasks one at a time, in order', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        log.push(`start ${i}`);
        await gate.promise;
        log.push(`end ${i}`);
        return i;
      }),
    );
    await Promise.resolve();
    expect(log).toEqual(['start 0']);
    gates[2]?.resolve();
    gates[1]?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['start 0']);
    gates[0]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('keeps going after a failing or throwing task, and the caller gets the failure', async () => {
    const queue = createSerialQueue();
    const first = queue.run(() => Promise.reject(new Error('boom')));
    const second = queue.run(() => {
      throw new Error('sync boom');
    });
    const third = queue.run(() => 'ok');
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('sync boom');
    await expect(third).resolves.toBe('ok');
  });

  it('counts pending tasks and tells subscribers', async () => {
    const queue = createSerialQueue();
    const counts: number[] = [];
    const off = queue.subscribe((n) => counts.push(n));
    const gate = deferred<void>();
    const a = queue.run(() => gate.promise);
    const b = queue.run(() => undefined);
    expect(queue.pending).toBe(2);
    gate.resolve();
    await Promise.all([a, b]);
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.pending).toBe(0);
    expect(counts).toEqual([1, 2, 1, 0]);
    off();
    await queue.run(() => undefined);
    expect(counts).toHaveLength(4);
  });
});

describe('cartQueue', () => {
  it('sends five fast cart calls strictly one after another', async () => {
    const answers = Array.from({ length: 5 }, () => deferred<Response>());
    const fake = fakeFetch((_request, i) => answers[i]?.promise ?? json(null));
    const client = createHttpClient({ settings: () => TEST_SETTINGS, fetch: fake.fetch });
    const results = [1, 2, 3, 4, 5].map((id) =>
      client.cartQueue.run(() => client.shopAjax('add_to_cart', { product_id: id, quantity: 1 })),
    );
    for (let i = 0; i < 5; i++) {
      await vi.waitFor(() => expect(fake.requests).toHaveLength(i + 1));
      await new Promise((r) => setTimeout(r, 5));
      expect(fake.requests).toHaveLength(i + 1);
      expect(new URLSearchParams(fake.requests[i]?.text).get('product_id')).toBe(String(i + 1));
      answers[i]?.resolve(i === 2 ? new Response('oops', { status: 500 }) : json({ cart_hash: `h${i}` }));
    }
    const settled = await Promise.allSettled(results);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(settled[4]).toEqual({ status: 'fulfilled', value: { cart_hash: 'h4' } });
  });
});

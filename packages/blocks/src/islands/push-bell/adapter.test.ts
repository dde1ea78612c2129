import { createPushAdapter } from './adapter';
import type { PushStatus } from './model';
import type { PushProvider } from './provider';

/** A provider whose answers the test gives, one call at a time. */
function fakeProvider() {
  const calls: string[] = [];
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const call = (name: string) => () => {
    calls.push(name);
    return new Promise<never>((resolve, reject) => pending.push({ resolve: resolve as never, reject }));
  };
  const provider: PushProvider = {
    load: call('load'),
    status: call('status'),
    subscribe: call('subscribe'),
    unsubscribe: call('unsubscribe'),
  };
  const settle = async (value?: PushStatus | Error | 'other') => {
    const next = pending.shift();
    if (!next) throw new Error('no call is waiting');
    if (value instanceof Error) next.reject(value);
    else next.resolve(value);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { provider, calls, settle };
}

describe('the push adapter over a provider', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
  });

  test('open loads the SDK once and asks the status; act subscribes and unsubscribes', async () => {
    const fake = fakeProvider();
    const onFailure = vi.fn();
    const adapter = createPushAdapter(fake.provider, { signal: controller.signal, onFailure });
    const states: string[] = [];
    adapter.subscribe((s) => states.push(s.state));
    adapter.act(); // nothing to act on before the status is known
    expect(fake.calls).toEqual([]);
    adapter.open();
    adapter.open();
    expect(fake.calls).toEqual(['load']);
    await fake.settle();
    expect(fake.calls).toEqual(['load', 'status']);
    await fake.settle('unsubscribed');
    adapter.act();
    adapter.act(); // one request at a time
    expect(fake.calls).toEqual(['load', 'status', 'subscribe']);
    await fake.settle('subscribed');
    adapter.open(); // open again: nothing loads again
    adapter.act();
    await fake.settle('unsubscribed');
    expect(fake.calls).toEqual(['load', 'status', 'subscribe', 'unsubscribe']);
    expect(states).toEqual([
      'loading',
      'unsubscribed',
      'subscribing',
      'subscribed',
      'unsubscribing',
      'unsubscribed',
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  test('denied and unsupported are answers; a rejection or a strange answer is a failure, retried by act', async () => {
    const fake = fakeProvider();
    const onFailure = vi.fn();
    const adapter = createPushAdapter(fake.provider, { signal: controller.signal, onFailure });
    adapter.open();
    const error = new Error('sdk 404');
    await fake.settle(error);
    expect(adapter.getSnapshot()).toMatchObject({ state: 'failed', failedAction: 'load' });
    expect(onFailure).toHaveBeenCalledWith(error);
    adapter.act(); // retry: loads again (the SDK never arrived)
    expect(fake.calls).toEqual(['load', 'load']);
    await fake.settle();
    await fake.settle('other');
    expect(adapter.getSnapshot()).toMatchObject({ state: 'failed', failedAction: 'load' });
    expect(onFailure).toHaveBeenLastCalledWith(expect.any(TypeError));
    adapter.act();
    expect(fake.calls).toEqual(['load', 'load', 'status', 'status']); // loaded once it loaded
    await fake.settle('unsubscribed');
    adapter.act();
    await fake.settle('denied');
    expect(adapter.getSnapshot().state).toBe('denied');
    adapter.act();
    expect(fake.calls.at(-1)).toBe('subscribe');
    expect(fake.calls).toHaveLength(5);
  });

  test('after the signal aborts nothing changes and nothing is logged', async () => {
    const fake = fakeProvider();
    const onFailure = vi.fn();
    const adapter = createPushAdapter(fake.provider, { signal: controller.signal, onFailure });
    adapter.open();
    controller.abort();
    await fake.settle(new Error('late'));
    expect(adapter.getSnapshot().state).toBe('loading');
    expect(onFailure).not.toHaveBeenCalled();
  });
});

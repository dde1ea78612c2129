import { retryRefusedNonce } from './latest';
import { storedNonce } from './nonce';

beforeEach(() => sessionStorage.clear());

test('the fetched nonce kept in sessionStorage wins over the printed one', async () => {
  const nonce = storedNonce({
    storageKey: 'x_nonce',
    printed: () => 'printed',
    fetch: async () => 'fresh',
  });
  expect(nonce.current()).toBe('printed');
  expect(await nonce.renew(new AbortController().signal)).toBe('fresh');
  expect(sessionStorage.getItem('x_nonce')).toBe('fresh');
  expect(nonce.current()).toBe('fresh');
});

test('a refused nonce is renewed and the attempt retried with the renewed one', async () => {
  const nonce = storedNonce({ storageKey: 'x_nonce', printed: () => 'stale', fetch: async () => 'fresh' });
  const sent: string[] = [];
  const answer = await retryRefusedNonce(
    async () => {
      sent.push(nonce.current());
      if (nonce.current() === 'stale') throw new Error('refused');
      return 'ok';
    },
    { refused: () => true, renew: nonce.renew },
    new AbortController().signal,
  );
  expect(answer).toBe('ok');
  expect(sent).toEqual(['stale', 'fresh']);
});

test('an aborted attempt is not renewed', async () => {
  const controller = new AbortController();
  const renew = vi.fn(async () => 'fresh');
  controller.abort();
  await expect(
    retryRefusedNonce(
      async () => {
        throw new Error('refused');
      },
      { refused: () => true, renew },
      controller.signal,
    ),
  ).rejects.toThrow('refused');
  expect(renew).not.toHaveBeenCalled();
});

test('a fresh nonce sessionStorage refuses to keep still serves the retry', async () => {
  const nonce = storedNonce({ storageKey: 'x_nonce', printed: () => 'stale', fetch: async () => 'fresh' });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  await nonce.renew(new AbortController().signal);
  expect(nonce.current()).toBe('fresh');
});

import { createSnapshotStore } from './snapshot-store';

test('tells listeners of each change, not of a non-change, until they unsubscribe', () => {
  const store = createSnapshotStore({ n: 1 }, (a, b) => a.n === b.n);
  const heard: number[] = [];
  const stop = store.subscribe((s) => heard.push(s.n));
  expect(store.set({ n: 2 })).toBe(true);
  expect(store.set({ n: 2 })).toBe(false);
  stop();
  store.set({ n: 3 });
  expect(heard).toEqual([2]);
  expect(store.getSnapshot()).toEqual({ n: 3 });
});

test('a listener that unsubscribes during a change does not make another miss it', () => {
  const store = createSnapshotStore(0);
  const heard: string[] = [];
  const stopA = store.subscribe(() => {
    heard.push('a');
    stopA();
  });
  store.subscribe(() => heard.push('b'));
  store.set(1);
  expect(heard).toEqual(['a', 'b']);
});

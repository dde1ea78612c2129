import { addressWith, onAddressChange, readQuery, writeAddress, writeQuery } from './address';

beforeEach(() => window.history.replaceState(null, '', '/vitrin/?a=1#top'));

test.each([
  ['sets one, keeps the others', { b: '2' }, '/vitrin/?a=1&b=2#top'],
  ['changes one', { a: '3' }, '/vitrin/?a=3#top'],
  ['removes one', { a: null }, '/vitrin/#top'],
  ['a block parameter', { 'paged-x1': '2', 'tab-x1': 'tshirt' }, '/vitrin/?a=1&paged-x1=2&tab-x1=tshirt#top'],
])('addressWith %s', (_, change, expected) => {
  expect(addressWith(change)).toBe(expected);
  expect(readQuery(expected).get('a')).toBe(new URL(expected, 'http://x').searchParams.get('a'));
});

test.each([
  ['push', 2],
  ['replace', 1],
] as const)('writeQuery %s: the history grows by %i - 1, the state is kept', (mode, grows) => {
  window.history.replaceState({ kept: true }, '', '/vitrin/?a=1#top');
  const before = window.history.length;
  expect(writeQuery({ a: '2' }, mode)).toBe(true);
  expect(window.location.search).toBe('?a=2');
  expect(window.history.state).toEqual({ kept: true });
  expect(window.history.length - before).toBe(grows - 1);
});

test('the same address writes nothing', () => {
  const push = vi.spyOn(window.history, 'pushState');
  expect(writeAddress('/vitrin/?a=1#top', 'push')).toBe(false);
  expect(writeQuery({ a: '1' }, 'push')).toBe(false);
  expect(push).not.toHaveBeenCalled();
});

test('one popstate listener for the page, told to every subscriber until its signal aborts', () => {
  const add = vi.spyOn(window, 'addEventListener');
  const remove = vi.spyOn(window, 'removeEventListener');
  const a = new AbortController();
  const b = new AbortController();
  const heard: string[] = [];
  onAddressChange((q) => heard.push(`a${q.get('a')}`), a.signal);
  onAddressChange((q) => heard.push(`b${q.get('a')}`), b.signal);
  expect(add.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(1);
  window.history.replaceState(null, '', '/vitrin/?a=5');
  window.dispatchEvent(new PopStateEvent('popstate'));
  a.abort();
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(heard).toEqual(['a5', 'b5', 'b5']);
  expect(remove.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(0);
  b.abort();
  expect(remove.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(1);
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(heard).toHaveLength(3);
});

import { arrowStep, type FocusListKeys, focusListTarget } from './model';

const d =
  (...off: number[]) =>
  (count: number) =>
    Array.from({ length: count }, (_, index) => ({ disabled: off.includes(index) }));

describe('focusListTarget', () => {
  // The rules of each list that uses it, as its island passes them.
  const listbox: FocusListKeys = { orientation: 'vertical', pageKeys: true };
  const tabs: FocusListKeys = { orientation: 'horizontal', wrap: true };
  const radios: FocusListKeys = { wrap: true };
  const rating: FocusListKeys = { upIsForward: true, entry: 'first' };
  const search: FocusListKeys = { orientation: 'vertical', wrap: true, homeEnd: false };

  test.each([
    // name, rules, key, from, items, to
    ['listbox: down from none', listbox, 'ArrowDown', -1, 4, 0],
    ['listbox: down', listbox, 'ArrowDown', 0, 4, 1],
    ['listbox: down stays at the end', listbox, 'ArrowDown', 3, 4, 3],
    ['listbox: up from none', listbox, 'ArrowUp', -1, 4, 3],
    ['listbox: up', listbox, 'ArrowUp', 2, 4, 1],
    ['listbox: up stays at the start', listbox, 'ArrowUp', 0, 4, 0],
    ['listbox: Home', listbox, 'Home', 2, 4, 0],
    ['listbox: End', listbox, 'End', 0, 4, 3],
    ['listbox: PageUp', listbox, 'PageUp', 3, 4, 0],
    ['listbox: PageDown', listbox, 'PageDown', 0, 4, 3],
    ['listbox: empty', listbox, 'ArrowDown', -1, 0, null],
    ['listbox: a letter is not a move', listbox, 'a', 1, 4, null],
    ['listbox: Left is not its arrow', listbox, 'ArrowLeft', 1, 4, null],
    ['tabs: right wraps', tabs, 'ArrowRight', 3, 4, 0],
    ['tabs: left wraps', tabs, 'ArrowLeft', 0, 4, 3],
    ['tabs: right', tabs, 'ArrowRight', 1, 4, 2],
    ['tabs: End', tabs, 'End', 0, 4, 3],
    ['tabs: Home', tabs, 'Home', 2, 4, 0],
    ['tabs: Down is not its arrow', tabs, 'ArrowDown', 1, 4, null],
    ['tabs: PageDown is not its key', tabs, 'PageDown', 1, 4, null],
    ['tabs: no tabs', tabs, 'ArrowRight', 0, 0, null],
    ['radios: down goes forward', radios, 'ArrowDown', 1, 4, 2],
    ['radios: up goes back, wrapping', radios, 'ArrowUp', 0, 4, 3],
    ['rating: up raises', rating, 'ArrowUp', 2, 5, 3],
    ['rating: down lowers', rating, 'ArrowDown', 2, 5, 1],
    ['rating: right stops at the top', rating, 'ArrowRight', 4, 5, 4],
    ['rating: left stops at the bottom', rating, 'ArrowLeft', 0, 5, 0],
    ['rating: left from none picks the first', rating, 'ArrowLeft', -1, 5, 0],
    ['rating: down from none picks the first', rating, 'ArrowDown', -1, 5, 0],
    ['search: down wraps', search, 'ArrowDown', 2, 3, 0],
    ['search: up from none is the last', search, 'ArrowUp', -1, 3, 2],
    ['search: Home stays the input’s', search, 'Home', 1, 3, null],
    ['search: End stays the input’s', search, 'End', 1, 3, null],
  ] as const)('%s', (_name, rules, key, from, count, to) => {
    expect(focusListTarget(key, from, count, rules)).toBe(to);
  });

  test.each([
    // key, from, disabled, to
    ['ArrowRight', 0, d(1), 2],
    ['ArrowRight', 2, d(0), 1],
    ['ArrowLeft', 1, d(0), 2],
    ['ArrowRight', 2, d(0, 1), 2],
    ['Home', 2, d(0), 1],
    ['End', 0, d(2), 1],
    ['ArrowDown', -1, d(0), 1],
    ['ArrowRight', 0, d(0, 1, 2), null],
    ['Home', 0, d(0, 1, 2), null],
  ] as const)('radios skip disabled: %s from %i → %s', (key, from, disabled, to) => {
    expect(focusListTarget(key, from, disabled(3), radios)).toBe(to);
  });

  test('without wrap, disabled items at the end keep the current one', () => {
    expect(focusListTarget('ArrowDown', 1, d(2, 3)(4), listbox)).toBe(1);
    expect(focusListTarget('End', 0, d(3)(4), listbox)).toBe(2);
  });

  test('the defaults: both orientations, no wrap, Home/End, no page keys', () => {
    expect(focusListTarget('ArrowRight', 3, 4)).toBe(3);
    expect(focusListTarget('ArrowDown', 0, 4)).toBe(1);
    expect(focusListTarget('Home', 3, 4)).toBe(0);
    expect(focusListTarget('PageUp', 3, 4)).toBeNull();
  });
});

describe('arrowStep', () => {
  test.each([
    ['ArrowDown', {}, 1],
    ['ArrowUp', {}, -1],
    ['ArrowRight', { orientation: 'vertical' }, null],
    ['ArrowDown', { orientation: 'horizontal' }, null],
    ['ArrowUp', { upIsForward: true }, 1],
    ['Home', {}, null],
  ] as const)('%s with %o → %s', (key, rules, step) => {
    expect(arrowStep(key, rules)).toBe(step);
  });
});

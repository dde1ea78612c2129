import { createPaginationState } from './pagination-state';

describe('createPaginationState', () => {
  test('starts on page 1 unless told, with the matching flags', () => {
    const state = createPaginationState({ total: 4 });
    expect(state.getSnapshot()).toMatchObject({
      current: 1,
      total: 4,
      canPrev: false,
      canNext: true,
      canLoadMore: true,
    });
    expect(createPaginationState({ total: 4, current: 4 }).getSnapshot()).toMatchObject({
      current: 4,
      canPrev: true,
      canNext: false,
      canLoadMore: false,
    });
  });

  test.each([
    // start, action, expected page, changed
    [1, (s: ReturnType<typeof createPaginationState>) => s.next(), 2, true],
    [1, (s: ReturnType<typeof createPaginationState>) => s.prev(), 1, false],
    [5, (s: ReturnType<typeof createPaginationState>) => s.next(), 5, false],
    [5, (s: ReturnType<typeof createPaginationState>) => s.prev(), 4, true],
    [2, (s: ReturnType<typeof createPaginationState>) => s.goTo(4), 4, true],
    [2, (s: ReturnType<typeof createPaginationState>) => s.goTo(2), 2, false],
    [2, (s: ReturnType<typeof createPaginationState>) => s.goTo(99), 5, true],
    [2, (s: ReturnType<typeof createPaginationState>) => s.goTo(-3), 1, true],
  ])('from page %i of 5 → page %i (changed: %s)', (start, act, page, changed) => {
    const state = createPaginationState({ total: 5, current: start });
    expect(act(state)).toBe(changed);
    expect(state.getSnapshot().current).toBe(page);
  });

  test('subscribers hear each change once, with a new snapshot; no-ops stay silent', () => {
    const state = createPaginationState({ total: 3 });
    const heard: number[] = [];
    const unsubscribe = state.subscribe((snapshot) => heard.push(snapshot.current));
    const first = state.getSnapshot();
    state.next();
    state.next();
    state.next(); // already on the last page
    expect(heard).toEqual([2, 3]);
    expect(state.getSnapshot()).not.toBe(first);
    const unchanged = state.getSnapshot();
    state.goTo(3);
    expect(state.getSnapshot()).toBe(unchanged);
    unsubscribe();
    state.goTo(1);
    expect(heard).toEqual([2, 3]);
  });

  test('setTotal clamps the current page and rebuilds the items', () => {
    const state = createPaginationState({ total: 10, current: 8 });
    state.setTotal(3);
    expect(state.getSnapshot()).toMatchObject({ current: 3, total: 3, canNext: false });
    expect(
      state
        .getSnapshot()
        .items.filter((item) => item.kind === 'page')
        .map((item) => item.page),
    ).toEqual([1, 2, 3]);
  });
});

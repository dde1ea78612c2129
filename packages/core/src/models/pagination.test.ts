import {
  canGoNext,
  canGoPrev,
  canLoadMore,
  centrePages,
  clampPosition,
  type PaginationItem,
  paginationItemClass,
  paginationItems,
  paginationScrollTop,
} from './pagination';

/** The visible items as a reader sees them: `‹ 1 … 4 [5] 6 … 10 ›`. */
function visible(items: PaginationItem[]): string {
  return items
    .filter((item) => !item.hidden)
    .map((item) => {
      if (item.kind === 'prev') return '‹';
      if (item.kind === 'next') return '›';
      if (item.page === null) return '…';
      return item.active ? `[${item.page}]` : String(item.page);
    })
    .join(' ');
}

describe('paginationItems: the visible window', () => {
  test.each([
    // current, total, what shows
    [1, 2, '[1] 2 ›'],
    [2, 2, '‹ 1 [2]'],
    [1, 3, '[1] 2 3 ›'],
    [2, 3, '‹ 1 [2] 3 ›'],
    [3, 3, '‹ 1 2 [3]'],
    [1, 4, '[1] 2 3 4 ›'],
    [2, 4, '‹ 1 [2] 3 4 ›'],
    [3, 4, '‹ 1 2 [3] 4 ›'],
    [4, 4, '‹ 1 2 3 [4]'],
    [1, 5, '[1] 2 3 … 5 ›'],
    [3, 5, '‹ 1 2 [3] 4 5 ›'],
    [4, 5, '‹ 1 … 3 [4] 5 ›'],
    [5, 5, '‹ 1 … 3 4 [5]'],
    [1, 10, '[1] 2 3 … 10 ›'],
    [2, 10, '‹ 1 [2] 3 … 10 ›'],
    [3, 10, '‹ 1 2 [3] 4 … 10 ›'],
    [4, 10, '‹ 1 … 3 [4] 5 … 10 ›'],
    [5, 10, '‹ 1 … 4 [5] 6 … 10 ›'],
    [8, 10, '‹ 1 … 7 [8] 9 10 ›'],
    [9, 10, '‹ 1 … 8 [9] 10 ›'],
    [10, 10, '‹ 1 … 8 9 [10]'],
  ])('page %i of %i → %s', (current, total, expected) => {
    expect(visible(paginationItems({ current, total }))).toBe(expected);
  });

  test('one page (or none) prints no list', () => {
    expect(paginationItems({ current: 1, total: 1 })).toEqual([]);
    expect(paginationItems({ current: 1, total: 0 })).toEqual([]);
  });

  test('every slot stays in the list, hidden ones flagged, as the classic markup keeps them', () => {
    const items = paginationItems({ current: 1, total: 10 });
    expect(items.map((item) => item.kind)).toEqual([
      'prev',
      'first',
      'first-dot',
      'page',
      'page',
      'page',
      'last-dot',
      'last',
      'next',
    ]);
    expect(items.filter((item) => item.hidden).map((item) => item.kind)).toEqual([
      'prev',
      'first',
      'first-dot',
    ]);
  });

  test.each([
    [1, 10, 1, 2],
    [5, 10, 4, 6],
    [10, 10, 9, 10],
  ])('page %i of %i: prev leads to %i, next to %i', (current, total, prev, next) => {
    const items = paginationItems({ current, total });
    expect(items.find((item) => item.kind === 'prev')?.page).toBe(prev);
    expect(items.find((item) => item.kind === 'next')?.page).toBe(next);
    expect(items.find((item) => item.kind === 'first')?.page).toBe(1);
    expect(items.find((item) => item.kind === 'last')?.page).toBe(total);
  });

  test('exactly one active item, the current page', () => {
    for (let total = 2; total <= 8; total++) {
      for (let current = 1; current <= total; current++) {
        const active = paginationItems({ current, total }).filter((item) => item.active);
        expect(active).toEqual([{ kind: 'page', page: current, active: true, hidden: false }]);
      }
    }
  });

  test('no page number is shown twice', () => {
    for (let total = 2; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationItems({ current, total })
          .filter(
            (item) => !item.hidden && (item.kind === 'page' || item.kind === 'first' || item.kind === 'last'),
          )
          .map((item) => item.page);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});

describe('centrePages', () => {
  test.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [3, 10, [2, 3, 4]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(centrePages({ current, total })).toEqual(expected);
  });
});

describe('clampPosition', () => {
  test.each([
    [
      { current: 0, total: 5 },
      { current: 1, total: 5 },
    ],
    [
      { current: 9, total: 5 },
      { current: 5, total: 5 },
    ],
    [
      { current: 2.7, total: 5.2 },
      { current: 2, total: 5 },
    ],
    [
      { current: Number.NaN, total: Number.NaN },
      { current: 1, total: 1 },
    ],
    [
      { current: 3, total: -4 },
      { current: 1, total: 1 },
    ],
  ])('%j → %j', (input, expected) => {
    expect(clampPosition(input)).toEqual(expected);
  });
});

describe('prev, next and load more', () => {
  test.each([
    // current, total, prev, next, load more
    [1, 1, false, false, false],
    [1, 3, false, true, true],
    [2, 3, true, true, true],
    [3, 3, true, false, false],
    [4, 3, true, false, false],
  ])('page %i of %i: prev %s, next %s, load more %s', (current, total, prev, next, more) => {
    expect(canGoPrev(current)).toBe(prev);
    expect(canGoNext(current, total)).toBe(next);
    expect(canLoadMore(current, total)).toBe(more);
  });
});

describe('paginationItemClass', () => {
  test.each([
    ['prev', 'wopb-prev-page-numbers'],
    ['first', 'wopb-first-pages'],
    ['first-dot', 'wopb-first-dot'],
    ['last-dot', 'wopb-last-dot'],
    ['last', 'wopb-last-pages'],
    ['next', 'wopb-next-page-numbers'],
  ] as const)('%s → %s', (kind, expected) => {
    expect(paginationItemClass({ kind, page: 1, active: false, hidden: false })).toBe(expected);
  });

  test('the active centre item carries pagination-active; post blocks use the ultp prefix', () => {
    const item: PaginationItem = { kind: 'page', page: 2, active: true, hidden: false };
    expect(paginationItemClass(item)).toBe('wopb-center-item pagination-active');
    expect(paginationItemClass({ ...item, active: false }, 'ultp')).toBe('ultp-center-item');
  });
});

describe('paginationScrollTop', () => {
  test.each([
    // block top, scrollY, target
    [800, 0, null],
    [800, 800, null],
    [800, 801, 750],
    [800, 3000, 750],
    [30, 500, 0],
  ])('block at %i, scrolled to %i → %s', (blockTop, scrollY, expected) => {
    expect(paginationScrollTop(blockTop, scrollY)).toBe(expected);
  });
});

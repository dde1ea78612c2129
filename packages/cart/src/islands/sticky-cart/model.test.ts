import {
  breakpointQuery,
  isStickyVisible,
  STICKY_BREAKPOINTS,
  slideUpTarget,
  stickyLayout,
  stickyQuantity,
  stickyTop,
} from './model';

test('the SPEC breakpoints, widest first', () => {
  expect(STICKY_BREAKPOINTS).toEqual([685, 644, 520, 430]);
  expect(breakpointQuery(644)).toBe('(max-width: 644px)');
});

describe('stickyLayout', () => {
  test.each([
    [[], 'wide', []],
    [[685], '685', ['wopb-sticky-max-685']],
    [[685, 644], '644', ['wopb-sticky-max-685', 'wopb-sticky-max-644']],
    [[685, 644, 520], '520', ['wopb-sticky-max-685', 'wopb-sticky-max-644', 'wopb-sticky-max-520']],
    [
      [430, 520, 644, 685],
      '430',
      ['wopb-sticky-max-685', 'wopb-sticky-max-644', 'wopb-sticky-max-520', 'wopb-sticky-max-430'],
    ],
  ] as const)('%j → %s', (matching, layout, classes) => {
    expect(stickyLayout(matching)).toEqual({ layout, classes });
  });
});

describe('isStickyVisible', () => {
  test.each([
    [0, 200, false],
    [200, 200, false],
    [201, 200, true],
    [1, 0, true],
    [0, 0, false],
  ])('scrollY %i, offset %i → %s', (scrollY, offset, visible) => {
    expect(isStickyVisible(scrollY, offset)).toBe(visible);
  });
});

describe('stickyTop (admin bar height when pinned to the top)', () => {
  test.each([
    ['top', 0, 0],
    ['top', 32, 32],
    ['top', 46, 46],
    ['top', -3, 0],
    ['bottom', 32, null],
  ] as const)('%s with admin bar %i → %s', (position, bar, top) => {
    expect(stickyTop(position, bar)).toBe(top);
  });
});

describe('slideUpTarget', () => {
  test.each([
    [300, 1000, 0, 1300],
    [300, 1000, 90, 1210],
    [-500, 200, 60, 0],
  ])('form at %i, scrolled %i, %i px covered → %i', (formTop, scrollY, covered, target) => {
    expect(slideUpTarget(formTop, scrollY, covered)).toBe(target);
  });
});

describe('stickyQuantity (quantity model)', () => {
  test.each([
    ['3', {}, '3'],
    ['', {}, '1'],
    ['abc', {}, '1'],
    ['0', { min: '1' }, '1'],
    ['12', { min: '1', max: '10' }, '10'],
    ['2', { min: '2', max: '' }, '2'],
  ])('%j with %j → %s', (raw, bounds, quantity) => {
    expect(stickyQuantity(raw, bounds)).toBe(quantity);
  });
});

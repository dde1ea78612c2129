import { focusListTarget } from '@firsat/core/kit';
import {
  createTabsState,
  hasCommentPage,
  initialTab,
  isReviewAnchor,
  tabForHash,
  tabListKeys,
} from './model';

const keys = ['description', 'additional_information', 'reviews'];
const at = (hash: string, href = `http://shop.test/urun/tisort/${hash}`) => ({ hash, href });

describe('initialTab', () => {
  test.each([
    ['no fragment opens the first tab', at(''), 'description'],
    ['#reviews opens reviews', at('#reviews'), 'reviews'],
    ['#tab-reviews opens reviews', at('#tab-reviews'), 'reviews'],
    ['#comments opens reviews', at('#comments'), 'reviews'],
    ['#comment-123 opens reviews', at('#comment-123'), 'reviews'],
    ['#review-123 opens reviews', at('#review-123'), 'reviews'],
    ['#respond opens reviews', at('#respond'), 'reviews'],
    [
      'comment-page-2 in the path opens reviews',
      at('', 'http://shop.test/urun/tisort/comment-page-2/'),
      'reviews',
    ],
    ['cpage in the query opens reviews', at('', 'http://shop.test/urun/tisort/?cpage=3'), 'reviews'],
    ['#tab-additional_information opens it', at('#tab-additional_information'), 'additional_information'],
    ['#tab-description opens description', at('#tab-description'), 'description'],
    ['an unrelated fragment opens the first tab', at('#main'), 'description'],
    ['#tab-unknown opens the first tab', at('#tab-nope'), 'description'],
    ['#commentary is not a review anchor', at('#commentary'), 'description'],
  ])('%s', (_name, address, expected) => {
    expect(initialTab(keys, address)).toBe(expected);
  });

  test('a review anchor without a reviews tab opens the first tab', () => {
    expect(initialTab(['description'], at('#reviews'))).toBe('description');
  });

  test('no tabs: nothing to open', () => {
    expect(initialTab([], at('#reviews'))).toBeNull();
  });
});

describe('tabForHash (hash changes)', () => {
  test.each([
    ['#reviews', 'reviews'],
    ['#comment-9', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-description', 'description'],
    ['', null],
    ['#top', null],
  ])('%s → %s', (hash, expected) => {
    expect(tabForHash(keys, hash)).toBe(expected);
  });
});

test.each([
  ['#REVIEWS', true],
  ['#Comment-5', true],
  ['#review-', false],
  ['#reviews-list', false],
])('isReviewAnchor(%s) is %s', (hash, expected) => {
  expect(isReviewAnchor(hash)).toBe(expected);
});

test.each([
  ['http://shop.test/urun/a/comment-page-12/#comments', true],
  ['http://shop.test/urun/a/?cpage=2', true],
  ['http://shop.test/urun/comment-page/', false],
  ['http://shop.test/urun/a/?page=2', false],
  ['not a url at all', false],
])('hasCommentPage(%s) is %s', (href, expected) => {
  expect(hasCommentPage(href)).toBe(expected);
});

describe('tabListKeys', () => {
  const tabKeyTarget = (count: number, current: number, key: string) =>
    focusListTarget(key, current, count, tabListKeys);
  test.each([
    [3, 0, 'ArrowRight', 1],
    [3, 2, 'ArrowRight', 0],
    [3, 0, 'ArrowLeft', 2],
    [3, 1, 'ArrowLeft', 0],
    [3, 1, 'Home', 0],
    [3, 0, 'End', 2],
    [3, 1, 'ArrowDown', null],
    [3, 1, 'a', null],
    [0, 0, 'ArrowRight', null],
  ])('%i tabs, at %i, %s → %s', (count, current, key, expected) => {
    expect(tabKeyTarget(count, current, key)).toBe(expected);
  });
});

describe('createTabsState', () => {
  test('starts on the tab the address names, opens known tabs, tells each change once', () => {
    const state = createTabsState(keys, at('#reviews'));
    expect(state.getSnapshot()).toBe('reviews');
    const heard: string[] = [];
    const stop = state.subscribe((key) => heard.push(key));
    state.open('description');
    state.open('description');
    state.open('nope');
    state.open('additional_information');
    stop();
    state.open('reviews');
    expect(heard).toEqual(['description', 'additional_information']);
    expect(state.getSnapshot()).toBe('reviews');
  });

  test('no tabs: nothing open', () => {
    expect(createTabsState([], at('')).getSnapshot()).toBe('');
  });
});

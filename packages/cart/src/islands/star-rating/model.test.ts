import { checkReview, parseRating, ratingKeyTarget, STAR_LEVELS } from './model';

test('five star levels', () => {
  expect(STAR_LEVELS).toBe(5);
});

test.each([
  ['1', 1],
  ['5', 5],
  ['3', 3],
  ['', null],
  [null, null],
  ['0', null],
  ['6', null],
  ['2.5', null],
  ['beş', null],
])('parseRating(%s) is %s', (value, expected) => {
  expect(parseRating(value)).toBe(expected);
});

test.each([
  [true, true, null, 'ratingRequired'],
  [true, true, 4, 'ok'],
  [true, false, null, 'ok'],
  [false, true, null, 'ok'],
  [false, false, null, 'ok'],
] as const)('field %s, required %s, rating %s → %s', (field, required, rating, expected) => {
  expect(checkReview(field, required, rating)).toBe(expected);
});

test.each([
  [null, 'ArrowRight', 1],
  [null, 'ArrowLeft', 1],
  [3, 'ArrowRight', 4],
  [3, 'ArrowUp', 4],
  [5, 'ArrowRight', 5],
  [3, 'ArrowLeft', 2],
  [3, 'ArrowDown', 2],
  [1, 'ArrowLeft', 1],
  [2, 'Home', 1],
  [2, 'End', 5],
  [2, 'Enter', null],
  [2, 'a', null],
] as const)('from %s, %s → %s', (current, key, expected) => {
  expect(ratingKeyTarget(current, key)).toBe(expected);
});

import { remainingAfterLoad } from './page-timing';

test.each([
  [1000, 1000, 3000],
  [2500, 1000, 1500],
  [4000, 1000, 0],
  [500, 1000, 3000],
])('at %i ms with the page loaded at %i ms, %i ms of 3000 are left', (now, loadedAt, left) => {
  expect(remainingAfterLoad(now, loadedAt, 3000)).toBe(left);
});

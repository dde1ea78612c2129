import { plural, pluralForm } from './plural';

test.each([
  [0, 'other'],
  [1, 'one'],
  [2, 'other'],
  [11, 'other'],
  [21, 'other'],
  [1.5, 'other'],
  [-1, 'other'],
] as const)('SPEC §9: %d is %s', (count, form) => {
  expect(pluralForm(count)).toBe(form);
  expect(plural(count, { one: 'result', other: 'results' })).toBe(form === 'one' ? 'result' : 'results');
});

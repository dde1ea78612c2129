import { plural } from './plural';

describe('plural() — SPEC §9: one is singular, otherwise plural', () => {
  it.each([
    [1, 'item'],
    [0, 'items'],
    [2, 'items'],
    [21, 'items'],
    [1.5, 'items'],
    [-1, 'items'],
  ])('%d → %s', (n, form) => {
    expect(plural(n, 'item', 'items')).toBe(form);
  });
});

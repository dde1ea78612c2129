import { focusListTarget } from '@firsat/core/kit';
import { describe, expect, it } from 'vitest';
import { swatchKeys, tabStopIndex } from './swatch-keys';

describe('swatchKeys', () => {
  const swatchKeyTarget = (key: string, from: number, disabled: readonly boolean[]) =>
    focusListTarget(
      key,
      from,
      disabled.map((off) => ({ disabled: off })),
      swatchKeys,
    );
  const none = [false, false, false, false];
  const secondOff = [false, true, false, false];
  it.each([
    ['ArrowRight', 0, none, 1],
    ['ArrowDown', 0, none, 1],
    ['ArrowRight', 3, none, 0],
    ['ArrowLeft', 0, none, 3],
    ['ArrowUp', 2, none, 1],
    ['ArrowRight', 0, secondOff, 2],
    ['ArrowLeft', 2, secondOff, 0],
    ['Home', 3, [true, false, false, false], 1],
    ['End', 0, [false, false, false, true], 2],
    ['a', 0, none, null],
    ['Enter', 0, none, null],
    ['ArrowRight', 0, [true, true], null],
    ['ArrowRight', 0, [false], 0],
  ])('%s from %i over %j → %s', (key, from, disabled, expected) => {
    expect(swatchKeyTarget(key, from, disabled)).toBe(expected);
  });
});

describe('tabStopIndex', () => {
  it.each([
    [[false, true, false], [false, false, false], 1],
    [[false, false, false], [false, false, false], 0],
    [[false, false, false], [true, false, false], 1],
    [[false, true, false], [true, true, false], 2],
    [[false, false], [true, true], 0],
  ])('selected %j, disabled %j → %i', (selected, disabled, expected) => {
    expect(tabStopIndex(selected, disabled)).toBe(expected);
  });
});

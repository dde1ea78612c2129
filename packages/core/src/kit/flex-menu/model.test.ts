import { describe, expect, it } from 'vitest';
import { planFlexMenu } from './model';

/** A row of `width` px with items of the given widths and a "more" button of `button` px. */
const row =
  (width: number, items: number[], button = 60) =>
  (inRow: number, withButton: boolean) =>
    items.slice(0, inRow).reduce((sum, w) => sum + w, 0) + (withButton ? button : 0) > width;

describe('planFlexMenu', () => {
  it.each([
    ['everything fits', 500, [100, 100, 100], { inRow: 3, allInPopup: false }],
    ['two items never collapse (threshold 2)', 100, [100, 100], { inRow: 2, allInPopup: false }],
    [
      'the last items leave until the button fits',
      400,
      [100, 100, 100, 100, 100],
      { inRow: 3, allInPopup: false },
    ],
    ['two or fewer left: all go (cutoff 2)', 260, [100, 100, 100, 100], { inRow: 0, allInPopup: true }],
    ['nothing fits beside the button', 50, [100, 100, 100], { inRow: 0, allInPopup: true }],
  ] as const)('%s', (_, width, items, plan) => {
    expect(planFlexMenu(items.length, row(width, [...items]))).toEqual(plan);
  });

  it('takes other limits', () => {
    expect(planFlexMenu(4, row(260, [100, 100, 100, 100]), { cutoff: 0 })).toEqual({
      inRow: 2,
      allInPopup: false,
    });
    expect(planFlexMenu(3, row(150, [100, 100, 100]), { threshold: 3 })).toEqual({
      inRow: 3,
      allInPopup: false,
    });
  });
});

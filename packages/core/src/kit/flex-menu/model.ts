/** The classic `flexMenu()` defaults (SPEC §9: menu overflow). */
export const FLEX_MENU_DEFAULTS = { threshold: 2, cutoff: 2, resizeDelay: 200 } as const;

export interface FlexMenuPlan {
  /** How many items stay in the row, from the first; the rest go into the "more" popup. */
  inRow: number;
  /** Every item went into the popup (the button reads "Menü" instead of the list's label). */
  allInPopup: boolean;
}

/**
 * Where the row breaks, as the classic plugin decides it: nothing moves while the row does not
 * wrap or holds `threshold` items or fewer; otherwise items leave from the end until the "more"
 * button fits on the first line; if then `cutoff` items or fewer would stay, all go.
 * `wrapsWith(n)` answers whether the row wraps with its first `n` items and the button.
 */
export function planFlexMenu(
  total: number,
  wrapsWith: (inRow: number, withButton: boolean) => boolean,
  {
    threshold = FLEX_MENU_DEFAULTS.threshold,
    cutoff = FLEX_MENU_DEFAULTS.cutoff,
  }: { threshold?: number | undefined; cutoff?: number | undefined } = {},
): FlexMenuPlan {
  if (total <= threshold || !wrapsWith(total, false)) return { inRow: total, allInPopup: false };
  let inRow = total - 1;
  while (inRow > 0 && wrapsWith(inRow, true)) inRow -= 1;
  return inRow <= cutoff ? { inRow: 0, allInPopup: true } : { inRow, allInPopup: false };
}

import type { Db } from '../db';
import { productAttributes } from './attributes';
import { getVariations, isInStock, isPurchasable, variationAttributes } from './products';

/**
 * firsat's partial-choice answer: for each attribute of a variable product, the values some
 * purchasable, in-stock variation still reaches given the OTHER attributes' choices (an
 * attribute's own choice does not narrow its own list, so the shopper can switch). A variation's
 * empty value ("any") reaches every value. Values keep the attribute's option order.
 */
export function reachableOptions(
  db: Db,
  productId: number,
  chosen: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const attributes = productAttributes(db, productId).filter((a) => a.forVariations);
  const buyable = getVariations(db, productId)
    .filter((variation) => isPurchasable(variation) && isInStock(variation))
    .map((variation) => variationAttributes(db, variation.id));
  const fits = (own: Record<string, string>, except: string) =>
    attributes.every(({ key }) => {
      if (key === except) return true;
      const choice = chosen[key] ?? '';
      const value = own[key] ?? '';
      return choice === '' || value === '' || value === choice;
    });
  const answer: Record<string, string[]> = {};
  for (const { key, options } of attributes) {
    const reaching = buyable.filter((own) => fits(own, key));
    answer[key] = options
      .map((option) => option.value)
      .filter((value) => reaching.some((own) => !own[key] || own[key] === value));
  }
  return answer;
}

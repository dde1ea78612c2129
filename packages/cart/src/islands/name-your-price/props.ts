import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';

/** An amount in `data-min` / `data-max`: empty means no limit; otherwise a number of 0 or more. */
const limit = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value.trim();
    if (text === '') return undefined;
    const amount = Number(text);
    if (Number.isFinite(amount) && amount >= 0) return amount;
    addIssue({ message: 'must be an amount of 0 or more, or empty for no limit' });
    return NEVER;
  }),
);

/** The name-your-price wrapper's data-* schema (product-blocks `div.wopb-name-price-wrapper`). */
export const namePriceProps = defineProps('name-your-price', {
  min: prop.custom('data-min', limit, {
    type: 'amount | empty',
    doc: 'The lowest amount (already converted by the currency switcher); empty or absent: none.',
    fallback: undefined,
  }),
  max: prop.custom('data-max', limit, {
    type: 'amount | empty',
    doc: 'The highest amount; empty or absent: none.',
    fallback: undefined,
  }),
});

export type NamePriceProps = ReturnType<typeof namePriceProps.parse>;

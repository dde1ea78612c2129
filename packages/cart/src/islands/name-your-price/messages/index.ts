import { defineMessages } from '@firsat/core/island';

/** No own texts to fetch: the warnings are SPEC's, inside the chunk. */
const none = () => Promise.resolve({ default: {} });

/** SPEC.md §5's name-your-price warnings, verbatim; `{price}` is the amount as the shop formats it. */
export const messages = defineMessages({
  spec: {
    namePriceMin: 'Minimum Price limit is {price}',
    namePriceMax: 'Maximum Price limit is {price}',
  } as const,
  tr: none,
  en: none,
});

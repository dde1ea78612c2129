import { defineMessages } from '@firsat/core/island';

/** No own texts to fetch: these are SPEC's, inside the chunk. */
const none = () => Promise.resolve({ default: {} });

/**
 * SPEC.md's variation texts (§5, §8), verbatim: the variation form's alerts and notices, and the
 * alert of a product card's add-to-cart button whose chosen variation is unavailable. WooCommerce's
 * printed `i18n_unavailable_text`, `i18n_make_a_selection_text` and
 * `i18n_no_matching_variations_text` win over them.
 */
export const variationMessages = defineMessages({
  spec: {
    /** Add to cart pressed while the chosen variation cannot be bought. */
    variationUnavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
    /** Add to cart pressed before every attribute is chosen. */
    variationSelectOptions: 'Please select some product options before adding this product to your cart.',
    /** §8: no variation matches the chosen attributes. */
    variationNoMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
  } as const,
  tr: none,
  en: none,
});

/** The id of one of SPEC's variation texts. */
export type VariationMessageId = 'variationUnavailable' | 'variationSelectOptions' | 'variationNoMatch';

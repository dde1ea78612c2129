import { defineMessages } from '@firsat/core/island';

/** The gallery's texts; `galleryTrigger` can come from the server (`i18n_product_gallery_trigger_text`). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

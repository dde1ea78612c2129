import { configure } from '@firsat/core';
import type { ReactNode } from 'react';

/** What `wc_single_product_params` would print, set from code before the islands mount. */
export interface SingleProductSettings {
  zoomEnabled?: boolean;
  photoswipeEnabled?: boolean;
  reviewRatingRequired?: boolean;
}

/** Applies the product page's settings (as the printed globals would), then renders the story. */
export function WithProductSettings({
  settings,
  children,
}: {
  settings: SingleProductSettings;
  children: ReactNode;
}) {
  configure({
    shop: {
      zoomEnabled: settings.zoomEnabled ?? true,
      photoswipeEnabled: settings.photoswipeEnabled ?? true,
      reviewRatingRequired: settings.reviewRatingRequired ?? true,
    },
  });
  return <>{children}</>;
}

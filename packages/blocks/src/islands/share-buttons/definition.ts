import { defineIsland } from '@firsat/core';
import type { ShareButtonsProps } from './props';

/**
 * The product-blocks share bar: the Social Share block (`.wopb-share`) and the addon bar. A
 * behaviour (no React): its popup is the browser's own window (`window.open`), the rest is the
 * printed bar. `visible`, not `interaction`: the printed links are `javascript:` and do nothing
 * until bound, and icon-only links need their names before a screen reader reaches them; the
 * bar sits below the product summary.
 */
export const shareButtonsIsland = defineIsland<ShareButtonsProps>({
  name: 'share-buttons',
  selector: '.wopb-share, .wopb-social-share-wrapper',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});

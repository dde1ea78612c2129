import type { BehaviourContext } from '@firsat/core/island';
import { afterPageLoad } from '../../shared/page-timing';
import { sendView } from './client';
import { claimViewPing, VIEW_PING_DELAY_MS } from './model';
import type { ProductViewsProps } from './props';

/**
 * The product view counter of product-blocks: 3 s after a single product page has loaded, one
 * POST to `/wopb/views` for the `postid-<id>` of the body. Changes nothing on the page.
 */
export function bindProductViews(
  _el: HTMLElement,
  { props: { postId }, signal, onCleanup }: BehaviourContext<ProductViewsProps>,
): void {
  if (postId === null) return;
  onCleanup(
    afterPageLoad(
      VIEW_PING_DELAY_MS,
      () => {
        if (claimViewPing(postId)) void sendView(postId);
      },
      signal,
    ),
  );
}

import type { BehaviourContext } from '@firsat/core/island';
import { pageLoadedAt } from '../../shared/page-timing';
import { sendView } from './client';
import { claimViewPing, remainingDelay } from './model';
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
  const schedule = () => {
    const timer = setTimeout(
      () => {
        if (claimViewPing(postId)) void sendView(postId);
      },
      remainingDelay(performance.now(), pageLoadedAt()),
    );
    onCleanup(() => clearTimeout(timer));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true, signal });
}

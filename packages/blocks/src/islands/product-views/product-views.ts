import type { BehaviourContext } from '@firsat/core/island';
import { sendView } from './client';
import { claimViewPing, remainingDelay } from './model';
import type { ProductViewsProps } from './props';

let firstSeenLoaded: number | undefined;

/**
 * When the page finished loading, in `performance.now()` time: the navigation timing's load end,
 * else the moment an island first saw the page loaded (kept, so a remount does not restart it).
 */
function loadedAt(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  if (end && end > 0) return end;
  firstSeenLoaded ??= performance.now();
  return firstSeenLoaded;
}

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
      remainingDelay(performance.now(), loadedAt()),
    );
    onCleanup(() => clearTimeout(timer));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true, signal });
}

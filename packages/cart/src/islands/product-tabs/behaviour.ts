import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { bindFocusKeys } from '@firsat/core/kit';
import { applyTabState, findTabElements, tabAttributes } from './markup';
import { createTabsState, isReviewAnchor, REVIEWS_TAB, tabForHash, tabListKeys } from './model';
import type { ProductTabsProps } from './props';

/** Brings a review or comment the fragment names into view once its panel is shown. */
function revealHashTarget(host: HTMLElement, hash: string): void {
  if (!isReviewAnchor(hash)) return;
  const target = host.ownerDocument.getElementById(decodeURIComponent(hash.slice(1)));
  if (target && host.contains(target)) target.scrollIntoView?.({ block: 'start' });
}

/**
 * The single product tabs (`.woocommerce-tabs.wc-tabs-wrapper`) on the server markup: ARIA tabs
 * with a roving tabindex, arrow keys / Home / End, and WooCommerce's opening rules (reviews for a
 * review or comment anchor or a comment page, additional information for its fragment,
 * otherwise the first tab; `.woocommerce-review-link` and hash changes open theirs). The open tab
 * is the model's (model.ts); unbound, the markup is as printed again.
 */
export function bindProductTabs(
  host: HTMLElement,
  { props: { tabs }, signal, onCleanup }: BehaviourContext<ProductTabsProps>,
): void {
  const keys = tabs.map((tab) => tab.key);
  const elements = findTabElements(host, tabs);
  onCleanup(keepPrinted(tabAttributes(elements)));
  const state = createTabsState(keys, { hash: window.location.hash, href: window.location.href });
  const render = (active: string) => applyTabState(elements, active);
  render(state.getSnapshot());
  onCleanup(state.subscribe(render));
  revealHashTarget(host, window.location.hash);

  for (const { tab, link } of elements) {
    if (!link) continue;
    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        state.open(tab.key);
      },
      { signal },
    );
  }
  // Arrows, Home and End: the focus moves and the tab it reaches opens (render moves the roving
  // tab stop to it: applyTabState).
  const withLinks = elements.filter((e) => e.link);
  bindFocusKeys(host, {
    items: () => withLinks.map((e) => e.link as HTMLAnchorElement),
    ...tabListKeys,
    onMove: (index) => {
      const key = withLinks[index]?.tab.key;
      if (key) state.open(key);
    },
    signal,
  });

  window.addEventListener(
    'hashchange',
    () => {
      const key = tabForHash(keys, window.location.hash);
      if (!key) return;
      state.open(key);
      // After the panel is shown (next frame), bring a review anchor's target into view.
      requestAnimationFrame(() => {
        if (!signal.aborted) revealHashTarget(host, window.location.hash);
      });
    },
    { signal },
  );

  host.ownerDocument.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a.woocommerce-review-link')) state.open(REVIEWS_TAB);
    },
    { signal },
  );
}

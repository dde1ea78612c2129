import type { IslandHostProps } from '@firsat/core/island';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProductTabsProps } from './props';
import { applyTabState, clearTabState, findTabElements } from './tabs-dom';
import { initialTab, isReviewAnchor, REVIEWS_TAB, tabForHash, tabKeyTarget } from './tabs-model';

function currentAddress() {
  return { hash: window.location.hash, href: window.location.href };
}

/** Brings a review or comment the fragment names into view once its panel is shown. */
function revealHashTarget(host: HTMLElement, hash: string): void {
  if (!isReviewAnchor(hash)) return;
  const target = host.ownerDocument.getElementById(decodeURIComponent(hash.slice(1)));
  if (target && host.contains(target)) target.scrollIntoView?.({ block: 'start' });
}

/**
 * The single product tabs (`.woocommerce-tabs.wc-tabs-wrapper`), enhancing the server markup:
 * ARIA tabs with a roving tabindex, arrow keys / Home / End, and WooCommerce's opening rules
 * (reviews for a review or comment anchor or a comment page, additional information for its
 * fragment, otherwise the first tab; `.woocommerce-review-link` and hash changes open theirs).
 */
export function ProductTabs({ tabs, host }: ProductTabsProps & IslandHostProps) {
  const keys = useMemo(() => tabs.map((t) => t.key), [tabs]);
  const [active, setActive] = useState(() => initialTab(keys, currentAddress()) ?? keys[0] ?? '');
  const elements = useMemo(() => findTabElements(host, tabs), [host, tabs]);
  const focusNext = useRef(false);

  useLayoutEffect(() => {
    applyTabState(elements, active);
    if (focusNext.current) {
      focusNext.current = false;
      elements.find((e) => e.tab.key === active)?.link?.focus();
    }
  }, [elements, active]);

  useLayoutEffect(() => () => clearTabState(elements), [elements]);

  useEffect(() => {
    revealHashTarget(host, window.location.hash);
  }, [host]);

  useEffect(() => {
    const offs: (() => void)[] = [];
    const listen = <K extends keyof WindowEventMap>(
      target: HTMLElement | Document | Window,
      type: K,
      handler: (event: WindowEventMap[K]) => void,
    ) => {
      target.addEventListener(type, handler as EventListener);
      offs.push(() => target.removeEventListener(type, handler as EventListener));
    };

    elements.forEach(({ tab, link }) => {
      if (!link) return;
      listen(link, 'click', (event) => {
        event.preventDefault();
        setActive(tab.key);
      });
      listen(link, 'keydown', (event) => {
        const current = keys.indexOf(tab.key);
        const next = tabKeyTarget(keys.length, current, event.key);
        if (next === null) return;
        event.preventDefault();
        focusNext.current = true;
        setActive(keys[next] ?? tab.key);
      });
    });

    listen(window, 'hashchange', () => {
      const key = tabForHash(keys, window.location.hash);
      if (!key) return;
      setActive(key);
      // After the panel is shown (next frame), bring a review anchor's target into view.
      requestAnimationFrame(() => revealHashTarget(host, window.location.hash));
    });

    listen(host.ownerDocument, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link');
      if (link && keys.includes(REVIEWS_TAB)) setActive(REVIEWS_TAB);
    });

    return () => {
      for (const off of offs) off();
    };
  }, [elements, keys, host]);

  return null;
}

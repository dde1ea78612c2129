import { configure, type IslandDefinition, mount, observe, register, unmount } from '@firsat/core';
import { useEffect, useRef } from 'react';

/** The cart page nonces and shop-ajax address, as `wc_cart_params` prints them. */
export const STORY_CART_CONFIG = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  shop: {
    updateShippingMethodNonce: '5db4157115',
    applyCouponNonce: 'ae6c38000c',
    removeCouponNonce: 'f4c3d92e7b',
  },
};

/**
 * Prints server markup and mounts every given island on each element its selector finds, through
 * the real runtime (as the script tag would on a cart page), and keeps watching for late HTML.
 */
export function PageMarkup({
  islands,
  html,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any island
  islands: IslandDefinition<any>[];
  html: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    configure(STORY_CART_CONFIG);
    register(...islands);
    container.innerHTML = html;
    const targets = islands.flatMap((island) =>
      [...container.querySelectorAll(island.selector)].map((el) => [island.name, el] as const),
    );
    for (const [name, target] of targets) void mount(name, target);
    // HTML the cart page islands put in later (the totals, the form's rows) gets its islands too.
    observe();
    return () => {
      for (const [, target] of targets) unmount(target);
    };
  }, [islands, html]);
  return <div ref={ref} className="firsat-story" />;
}

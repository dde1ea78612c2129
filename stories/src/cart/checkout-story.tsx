import { configure, type IslandDefinition, mount, register, unmount } from '@firsat/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BodyClasses } from '../support';

/** The checkout page's nonces, as `wc_checkout_params`, `wopb_core` and `wpApiSettings` print them. */
export const STORY_CHECKOUT_CONFIG = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  restNonce: '7d1f2c9a4b',
  shop: { applyCouponNonce: 'ae6c38000c', updateOrderReviewNonce: '2cc25d909e', isCheckout: true },
  productBlocks: { security: 'c0ffee1234' },
};

/**
 * Prints server markup and mounts every given island on each element its selector finds, through
 * the real runtime, with the checkout's config (as the script tag would on the checkout page).
 * `before` runs first, during the first render (cookies the server or an earlier page left).
 */
export function CheckoutMarkup({
  islands,
  html,
  config,
  before,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any island
  islands: IslandDefinition<any>[];
  html: string;
  config?: Parameters<typeof configure>[0];
  before?: () => void;
}) {
  useState(() => {
    before?.();
    return null;
  });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    configure({ ...STORY_CHECKOUT_CONFIG, ...config });
    register(...islands);
    container.innerHTML = html;
    // Searched from the document: selectors may name the page (`body.woocommerce-checkout …`).
    const targets = islands.flatMap((island) =>
      [...document.querySelectorAll(island.selector)]
        .filter((el) => container.contains(el))
        .map((el) => [island.name, el] as const),
    );
    for (const [name, target] of targets) void mount(name, target);
    return () => {
      for (const [, target] of targets) unmount(target);
    };
  }, [islands, html, config]);
  return <div ref={ref} className="firsat-story woocommerce-checkout" />;
}

/** A page body for stories whose islands look at `body.woocommerce-checkout`. */
export function CheckoutBody({ children }: { children: ReactNode }) {
  return <BodyClasses classes="woocommerce-checkout">{children}</BodyClasses>;
}

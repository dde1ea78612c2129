import { type IslandDefinition, mount, register, unmount } from '@firsat/core';
import { COOKIE, removeCookie, setCookie } from '@firsat/core/island';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface IslandInMarkupProps {
  // biome-ignore lint/suspicious/noExplicitAny: any island
  island: IslandDefinition<any>;
  /** The server markup around the island's element (a product form, a page). */
  html: string;
  /** Which element of the markup the island takes over. */
  selector: string;
  /** Page content after the markup, e.g. room to scroll. */
  children?: ReactNode;
}

/**
 * Prints server markup and mounts the island on one element inside it through the real runtime
 * (the page path: props from data-* attributes, error state for bad ones).
 */
export function IslandInMarkup({ island, html, selector, children }: IslandInMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    register(island);
    container.innerHTML = html;
    const target = container.querySelector(selector);
    if (target) void mount(island.name, target);
    return () => {
      if (target) unmount(target);
    };
  }, [island, html, selector]);
  return (
    <>
      <div ref={ref} className="firsat-story" />
      {children}
    </>
  );
}

/**
 * Sets `wopb_cart_reserved_timer` before its children mount (as the server would have), to
 * `secondsAgo` seconds before now, to the reset value '0', or removes it (undefined).
 */
export function WithReservationCookie({
  started,
  children,
}: {
  started: number | '0' | undefined;
  children: ReactNode;
}) {
  // Written during the first render, so it is there before any child effect reads it.
  useState(() => {
    if (started === undefined) removeCookie(COOKIE.cartReservedTimer);
    else setCookie(COOKIE.cartReservedTimer, started === '0' ? '0' : String(Date.now() - started * 1000));
    return null;
  });
  return <>{children}</>;
}

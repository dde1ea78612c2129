import { getCookie, type IslandHostProps, setCookie, storeNoticeCookie } from '@firsat/core/island';
import { useEffect } from 'react';
import type { StoreNoticeProps } from './props';

/** The value WooCommerce stores in the cookie once the notice is dismissed. */
export const DISMISSED = 'hidden';

/** Where focus goes when the notice it was on disappears: the page's main content. */
function focusMain(): void {
  const main = document.querySelector<HTMLElement>('#content, main, [role="main"]');
  if (main && main.tabIndex >= -1 && main.hasAttribute('tabindex')) main.focus();
  else (document.activeElement as HTMLElement | null)?.blur();
}

/**
 * WooCommerce's store notice (`.woocommerce-store-notice`, printed hidden): shown until dismissed;
 * the dismiss link (a button to assistive technology, Enter or Space) hides it and remembers that
 * in the cookie `store_notice<id>` on path `/`, so it stays hidden on every page.
 */
export function StoreNotice({ noticeId, host }: StoreNoticeProps & Partial<IslandHostProps>) {
  useEffect(() => {
    if (!host) return;
    const cookie = storeNoticeCookie(noticeId);
    const dismissed = getCookie(cookie) === DISMISSED;
    host.style.display = dismissed ? 'none' : '';
    host.setAttribute('data-state', dismissed ? 'dismissed' : 'shown');
    if (dismissed) return;

    const dismiss = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('.woocommerce-store-notice__dismiss-link');
      if (!link) return;
      if (event instanceof KeyboardEvent && event.key !== ' ') return;
      event.preventDefault();
      setCookie(cookie, DISMISSED, { path: '/' });
      const hadFocus = host.contains(document.activeElement);
      host.style.display = 'none';
      host.setAttribute('data-state', 'dismissed');
      if (hadFocus) focusMain();
    };
    host.addEventListener('click', dismiss);
    host.addEventListener('keydown', dismiss);
    return () => {
      host.removeEventListener('click', dismiss);
      host.removeEventListener('keydown', dismiss);
    };
  }, [host, noticeId]);

  return null;
}

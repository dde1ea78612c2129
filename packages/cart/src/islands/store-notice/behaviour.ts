import {
  type BehaviourContext,
  getCookie,
  keepPrinted,
  setCookie,
  storeNoticeCookie,
} from '@firsat/core/island';
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
export function bindStoreNotice(
  host: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<StoreNoticeProps>,
): void {
  const cookie = storeNoticeCookie(props.noticeId);
  const show = (shown: boolean) => {
    host.style.display = shown ? '' : 'none';
    host.setAttribute('data-state', shown ? 'shown' : 'dismissed');
  };
  // Unbound or failed, the notice is as printed again, byte for byte (`display:none;` too).
  onCleanup(keepPrinted([[host, ['style', 'data-state']]]));
  const dismissed = getCookie(cookie) === DISMISSED;
  show(!dismissed);
  if (dismissed) return;

  const dismiss = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('.woocommerce-store-notice__dismiss-link');
    if (!link) return;
    if (event instanceof KeyboardEvent && event.key !== ' ') return;
    event.preventDefault();
    setCookie(cookie, DISMISSED, { path: '/' });
    const hadFocus = host.contains(document.activeElement);
    show(false);
    if (hadFocus) focusMain();
  };
  host.addEventListener('click', dismiss, { signal });
  host.addEventListener('keydown', dismiss, { signal });
}

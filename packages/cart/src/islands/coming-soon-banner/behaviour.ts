import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { dismissBanner } from './client';
import { messages } from './messages';
import type { ComingSoonBannerProps } from './props';

const LINK = 'a.coming-soon-footer-banner-dismiss';

/**
 * WooCommerce's coming-soon footer banner (`#coming-soon-footer-banner`), shown to store managers
 * while the shop is in coming-soon mode. Its dismiss link (empty, without href in the classic
 * markup) becomes a labelled, focusable button with a visible ×; dismissing (click, Enter,
 * Space) POSTs the user meta with the nonce header and hides the banner when the request
 * completes. Unbound or failed, the banner is as printed.
 */
export function bindComingSoonBanner(
  host: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ComingSoonBannerProps>,
): void {
  const link = host.querySelector<HTMLElement>(LINK);
  if (!link) return;
  onCleanup(
    keepPrinted([
      [host, ['aria-busy', 'style', 'data-state']],
      [link, ['role', 'tabindex', 'aria-label', 'title', 'aria-disabled']],
    ]),
  );
  const label = messages.t('comingSoonDismiss');
  link.setAttribute('role', 'button');
  link.setAttribute('tabindex', '0');
  link.setAttribute('aria-label', label);
  link.setAttribute('title', label);
  // The classic link is empty (the theme draws its icon); it gets a visible mark of its own,
  // hidden from assistive technology (the label names the button).
  if (!link.textContent?.trim()) {
    const mark = document.createElement('span');
    mark.className = 'coming-soon-footer-banner-dismiss__icon';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '×';
    link.append(mark);
    onCleanup(() => mark.remove());
  }

  let sending = false;
  const dismiss = async (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (sending) return;
    sending = true;
    link.setAttribute('aria-disabled', 'true');
    host.setAttribute('aria-busy', 'true');
    await dismissBanner(props.restUrl, props.restNonce);
    if (signal.aborted) return;
    host.style.display = 'none';
    host.setAttribute('data-state', 'dismissed');
    host.removeAttribute('aria-busy');
  };
  link.addEventListener('click', dismiss, { signal });
  link.addEventListener('keydown', dismiss, { signal });
}

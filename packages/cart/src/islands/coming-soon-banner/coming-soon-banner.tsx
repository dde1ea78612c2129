import { type IslandHostProps, t } from '@firsat/core/island';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useRestorePrinted } from '../../shared/printed-markup';
import { dismissBanner } from './dismiss-banner';
import type { ComingSoonBannerProps } from './props';

/**
 * WooCommerce's coming-soon footer banner (`#coming-soon-footer-banner`), shown to store managers
 * while the shop is in coming-soon mode. Its dismiss link (empty, without href in the classic
 * markup) becomes a labelled, focusable button; dismissing POSTs the user meta with the nonce
 * header and hides the banner when the request completes.
 */
export function ComingSoonBanner({
  restUrl,
  restNonce,
  host,
}: ComingSoonBannerProps & Partial<IslandHostProps>) {
  useEffect(() => {
    const link = host?.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
    if (!host || !link) return;
    link.setAttribute('role', 'button');
    link.setAttribute('tabindex', '0');
    link.setAttribute('aria-label', t('comingSoonDismiss'));
    link.setAttribute('title', t('comingSoonDismiss'));
    let sending = false;

    const dismiss = async (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (sending) return;
      sending = true;
      link.setAttribute('aria-disabled', 'true');
      host.setAttribute('aria-busy', 'true');
      await dismissBanner(restUrl, restNonce);
      host.style.display = 'none';
      host.setAttribute('data-state', 'dismissed');
      host.removeAttribute('aria-busy');
    };
    link.addEventListener('click', dismiss);
    link.addEventListener('keydown', dismiss);
    return () => {
      link.removeEventListener('click', dismiss);
      link.removeEventListener('keydown', dismiss);
    };
  }, [host, restUrl, restNonce]);

  useRestorePrinted(() => [
    [host, ['aria-busy', 'style', 'data-state']],
    [
      host?.querySelector('a.coming-soon-footer-banner-dismiss'),
      ['role', 'tabindex', 'aria-label', 'title', 'aria-disabled'],
    ],
  ]);

  // The classic link is empty (the theme draws its icon); give it a visible mark of its own.
  const link = host?.querySelector('a.coming-soon-footer-banner-dismiss');
  if (!link || link.textContent?.trim()) return null;
  return createPortal(
    <span className="coming-soon-footer-banner-dismiss__icon" aria-hidden="true">
      ×
    </span>,
    link,
  );
}

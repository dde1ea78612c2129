import { rest } from '@firsat/core/http';

/** The body WooCommerce sends: the user meta that keeps the banner away. */
export const DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } as const;

/**
 * POSTs the dismissal to the user's REST address. The client sends the page's REST nonce (fresh,
 * retried once if refused); the banner's own nonce is the header when the page has none. The
 * answer is not used, and a failure is not shown: the banner hides either way.
 */
export async function dismissBanner(restUrl: string, restNonce: string): Promise<void> {
  try {
    // A full address (WooCommerce prints rest_url()); a site-relative one is made full, so the
    // client does not join it to the REST root a second time.
    await rest(new URL(restUrl, document.baseURI).href, {
      method: 'POST',
      json: DISMISS_BODY,
      headers: restNonce ? { 'X-WP-Nonce': restNonce } : undefined,
    });
  } catch {
    // SPEC §7: the response is not used; the banner hides on completion.
  }
}

import type { RequestContext } from '../context';
import { html, md5, paths, type SafeHtml } from '../lib';
import { getOption, getUserMeta } from '../shop';

/** The user meta the coming-soon banner's dismissal sets (through the REST user endpoint). */
export const COMING_SOON_DISMISSED_META = 'woocommerce_coming_soon_banner_dismissed';

/**
 * woocommerce_demo_store(): the store notice, printed hidden (`display:none`) for the script to
 * show unless the visitor dismissed it (cookie `store_notice<id>`). Its id is the md5 of the text,
 * so a new text shows again to everyone.
 */
export function storeNotice(ctx: RequestContext): SafeHtml | string {
  if (getOption(ctx.db, 'woocommerce_demo_store') !== 'yes') return '';
  const notice = getOption(ctx.db, 'woocommerce_demo_store_notice');
  if (notice === '') return '';
  return html`<p role="complementary" aria-label="Mağaza bildirimi" class="woocommerce-store-notice demo_store" data-notice-id="${md5(notice)}" style="display:none;">${notice} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Kapat</a></p>`;
}

/**
 * LaunchYourStore::maybe_add_coming_soon_banner_on_frontend(): for a signed-in administrator who
 * has not dismissed it, while the store is in coming-soon mode. The dismiss link carries the REST
 * address of the user and a wp_rest nonce, as WooCommerce prints them.
 */
export function comingSoonBanner(ctx: RequestContext): SafeHtml | string {
  const user = ctx.user;
  if (user?.role !== 'administrator') return '';
  if (getOption(ctx.db, 'woocommerce_coming_soon') !== 'yes') return '';
  if (getUserMeta(ctx.db, user.id, COMING_SOON_DISMISSED_META) === 'yes') return '';
  const settings = ctx.url('/wp-admin/admin.php?page=wc-settings&tab=site-visibility');
  const restUrl = ctx.url(`${paths.restRoot}wp/v2/users/${user.id}`);
  return html`<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>
			Bu sayfa &quot;Yakında&quot; modunda; yalnızca siz ve izni olanlar görebilir. Herkese açmak için&nbsp;<a href='${settings}'>görünürlük ayarlarını değiştirin</a>
		</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='${restUrl}' data-rest-nonce='${ctx.nonce('wp_rest')}'></a></div>`;
}

/** What wp_footer prints of these: the store notice, then the coming-soon banner. */
export function footerNotices(ctx: RequestContext): SafeHtml {
  return html`${storeNotice(ctx)}${comingSoonBanner(ctx)}`;
}

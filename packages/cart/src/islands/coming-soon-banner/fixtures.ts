/**
 * LaunchYourStore::maybe_add_coming_soon_banner_on_frontend() for user 1, with the demo store's
 * text: the empty dismiss link carries the REST address (`null` leaves it out) and a nonce.
 */
export function comingSoonBannerMarkup(
  restUrl: string | null = 'http://localhost:3000/wp-json/wp/v2/users/1',
  restNonce = 'banner-nonce',
): string {
  const url = restUrl === null ? '' : ` data-rest-url='${restUrl}'`;
  return `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>
			Bu sayfa &quot;Yakında&quot; modunda; yalnızca siz ve izni olanlar görebilir. Herkese açmak için&nbsp;<a href='#'>görünürlük ayarlarını değiştirin</a>
		</div><a class='coming-soon-footer-banner-dismiss'${url} data-rest-nonce='${restNonce}'></a></div>`;
}

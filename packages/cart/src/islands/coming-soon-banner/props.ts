import { defineProps, IslandError, prop } from '@firsat/core/island';

const LINK = 'a.coming-soon-footer-banner-dismiss';

function restUrlOf(el: HTMLElement): string {
  const url = el.querySelector(LINK)?.getAttribute('data-rest-url') ?? '';
  if (url === '')
    throw new IslandError('coming-soon-banner', 'data-rest-url', null, 'is required on the dismiss link');
  return url;
}

/** The coming-soon banner's props, read from its dismiss link. */
export const comingSoonBannerProps = defineProps('coming-soon-banner', {
  restUrl: prop.markup<string>(restUrlOf, {
    type: 'URL',
    doc: "The dismiss link's `data-rest-url`: the signed-in user's REST address (`/wp-json/wp/v2/users/<id>`). Required.",
  }),
  restNonce: prop.markup<string>((el) => el.querySelector(LINK)?.getAttribute('data-rest-nonce') ?? '', {
    type: 'string',
    doc: "The dismiss link's `data-rest-nonce` (wp_rest), sent as X-WP-Nonce when the page has no REST nonce of its own.",
  }),
});

export type ComingSoonBannerProps = ReturnType<typeof comingSoonBannerProps.parse>;

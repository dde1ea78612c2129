import type { BodySettings, ConfigInput } from '../configure/index';

const GAP = /^wopb-gap-(\d+)$/;
const STAY = /^wopb-stay-(\d+)$/;
const POST_ID = /^postid-(\d+)$/;
const ANIMATION = /^wopb_anim_(name|show|interval)-(.+)$/;

/**
 * Settings the server carries as body CSS classes (SPEC §3): `wopb-gap-N` and `wopb-stay-N`
 * (seconds) for the sales popup, `wopb_anim_name-*`, `wopb_anim_show-*` and
 * `wopb_anim_interval-*` for the animated add-to-cart button, `postid-N` for the product view
 * ping, and WooCommerce's `woocommerce-cart` / `woocommerce-checkout` page classes.
 */
export function readBodySettings(): ConfigInput {
  const body = typeof document === 'undefined' ? null : document.body;
  if (!body) return {};
  const settings: Partial<BodySettings> = {};
  const animation: Record<string, string> = {};
  for (const name of Array.from(body.classList)) {
    const gap = GAP.exec(name);
    if (gap?.[1]) settings.salesGapSeconds = Number(gap[1]);
    const stay = STAY.exec(name);
    if (stay?.[1]) settings.salesStaySeconds = Number(stay[1]);
    const post = POST_ID.exec(name);
    if (post?.[1]) settings.postId = Number(post[1]);
    const anim = ANIMATION.exec(name);
    if (anim?.[1] && anim[2]) animation[anim[1]] = anim[2];
  }
  if (animation.name) {
    settings.animation = {
      name: animation.name,
      show: animation.show ?? '',
      interval: animation.interval ?? 'no',
    };
  }
  const shop: ConfigInput['shop'] = {};
  if (body.classList.contains('woocommerce-cart')) shop.isCart = true;
  if (body.classList.contains('woocommerce-checkout')) shop.isCheckout = true;
  return { body: settings, shop };
}

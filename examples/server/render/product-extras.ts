import type { RequestContext } from '../context';
import { html, paths, type SafeHtml } from '../lib';
import { type Product, shareCount, viewCount } from '../shop';

const networks = [
  {
    type: 'facebook',
    label: 'Facebook',
    url: (link: string) => `https://www.facebook.com/sharer.php?u=${link}`,
  },
  { type: 'twitter', label: 'X', url: (link: string) => `http://twitter.com/share?url=${link}` },
  {
    type: 'whatsapp',
    label: 'WhatsApp',
    url: (link: string) => `https://api.whatsapp.com/send?text=${link}`,
  },
  {
    type: 'pinterest',
    label: 'Pinterest',
    url: (link: string) => `http://pinterest.com/pin/create/link?url=${link}`,
  },
];

/**
 * The product-blocks Social Share block on the single product (blocks/Social_Share.php: count
 * section, then `.wopb-share-item[postId][count] > a[data-url]` per network), and the product's
 * view count that `/wopb/views` keeps, so a visit can be seen counting.
 */
export function productBlocksExtras(ctx: RequestContext, product: Product): SafeHtml {
  const total = shareCount(ctx.db, product.id);
  const link = encodeURIComponent(ctx.url(paths.product(product.slug)));
  const items = networks.map(
    (n, i) =>
      html`<div class="wopb-share-item wopb-repeat-${i} wopb-social-${n.type}" postId="${product.id}" count="${total}"><a href="javascript:" class="wopb-share-item-${n.type}" data-url="${n.url(link)}"><span class="wopb-share-item-label">${n.label}</span></a></div>`,
  );
  return html`<div class="wp-block-product-blocks-social-share wopb-block-urun-paylas"><div class="wopb-product-wrapper"><div class="wopb-share"><div class="wopb-share-layout wopb-inline-true"><div class="wopb-share-count-section wopb-share-count-section-style1"><span class="wopb-share-count">${total}</span><span class="wopb-share-label">Paylaşım</span></div><div class="wopb-share-item-inner-block">${items}</div></div></div></div></div>
<p class="firsat-product-views">Bu ürün <span class="firsat-product-views-count">${viewCount(ctx.db, product.id)}</span> kez görüntülendi.</p>`;
}

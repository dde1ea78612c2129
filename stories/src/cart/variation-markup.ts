/**
 * Classic variation markup for the stories, as WooCommerce (variable.php) and product-blocks
 * (swatches, card switcher) print it, built from a small catalogue: a t-shirt with colour and size.
 */

export interface StoryVariation {
  id: number;
  colour: string;
  /** '' means any size */
  size: string;
  price: string;
  inStock?: boolean;
  soldIndividually?: boolean;
  maxQty?: number | '';
}

export const COLOURS: [value: string, label: string, hex: string][] = [
  ['kirmizi', 'Kırmızı', '#d32f2f'],
  ['mavi', 'Mavi', '#1e63c5'],
  ['siyah', 'Siyah', '#151515'],
];
export const SIZES: [value: string, label: string][] = [
  ['s', 'S'],
  ['m', 'M'],
  ['l', 'L'],
];

export const SHIRT: StoryVariation[] = [
  { id: 100, colour: 'kirmizi', size: 's', price: '199,90', maxQty: 12 },
  { id: 101, colour: 'kirmizi', size: 'm', price: '199,90', maxQty: 3 },
  { id: 103, colour: 'mavi', size: '', price: '189,90' },
  { id: 104, colour: 'siyah', size: 'l', price: '229,90', inStock: false },
  { id: 105, colour: 'siyah', size: 's', price: '149,90', maxQty: 2 },
];

/** One variation in the shape of data-product_variations / get_variation. */
export function variationJson(v: StoryVariation) {
  const inStock = v.inStock ?? true;
  return {
    attributes: { attribute_pa_renk: v.colour, attribute_pa_beden: v.size },
    availability_html: inStock
      ? '<p class="stock in-stock">Stokta</p>\n'
      : '<p class="stock out-of-stock">Stokta yok</p>\n',
    dimensions_html: 'Yok',
    display_price: Number(v.price.replace(',', '.')),
    image: { src: '', srcset: false, sizes: false, title: '', alt: '', caption: '' },
    image_id: 0,
    is_in_stock: inStock,
    is_purchasable: true,
    is_sold_individually: v.soldIndividually ? 'yes' : 'no',
    max_qty: v.maxQty ?? '',
    min_qty: 1,
    price_html: `<span class="price"><span class="woocommerce-Price-amount amount"><bdi>${v.price}&nbsp;<span class="woocommerce-Price-currencySymbol">₺</span></bdi></span></span>`,
    sku: `tisort-${v.colour}-${v.size || 'her'}`,
    variation_description: '',
    variation_id: v.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: '',
    weight_html: 'Yok',
  };
}

const attr = (value: unknown) =>
  JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function swatches(name: string, kind: 'colour' | 'size'): string {
  const spans =
    kind === 'colour'
      ? COLOURS.map(
          ([value, label, hex]) =>
            `<span class="wopb-swatch wopb-swatch-color" data-value="${value}" data-name="${label}" style="background-color: ${hex}"><span class="wopb-variation-swatch-tooltip">${label}</span></span>`,
        )
      : SIZES.map(
          ([value, label]) =>
            `<span class="wopb-swatch wopb-swatch-label" data-value="${value}" data-name="${label}">${label}</span>`,
        );
  return `<div class="wopb-variation-swatches" data-attribute_name="${name}">${spans.join('')}</div>`;
}

function select(
  name: string,
  id: string,
  options: [string, string][],
  chosen: string,
  withSwatches: boolean,
) {
  const cls = withSwatches ? 'wopb-variation-selector' : '';
  const opts = options
    .map(
      ([value, label]) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${label}</option>`,
    )
    .join('');
  return `<select id="${id}" class="${cls}" name="${name}" data-attribute_name="${name}" data-show_option_none="yes"><option value="">Bir seçenek belirleyin</option>${opts}</select>`;
}

export interface FormOptions {
  variations: StoryVariation[] | false;
  chosen?: { colour?: string; size?: string };
  swatches?: boolean;
  /** Overrides the printed data-product_variations (bad attribute stories). */
  raw?: string;
}

/** A single product with its variations form (woocommerce/single-product/add-to-cart/variable.php). */
export function singleProductHtml({
  variations,
  chosen = {},
  swatches: withSwatches = false,
  raw,
}: FormOptions) {
  const data = raw ?? (variations === false ? 'false' : attr(variations.map(variationJson)));
  const colourCell = `${select(
    'attribute_pa_renk',
    'pa_renk',
    COLOURS.map(([v, l]) => [v, l]),
    chosen.colour ?? '',
    withSwatches,
  )}${withSwatches ? swatches('attribute_pa_renk', 'colour') : ''}`;
  const sizeCell = `${select('attribute_pa_beden', 'pa_beden', SIZES, chosen.size ?? '', withSwatches)}${withSwatches ? swatches('attribute_pa_beden', 'size') : ''}<a class="reset_variations" href="#" aria-label="Seçenekleri temizle">Temizle</a>`;
  return `<div class="product type-product product-type-variable"><div class="summary entry-summary"><h1 class="product_title">Pamuklu Basic Tişört</h1>
<form class="variations_form cart" action="#" method="post" data-product_id="25" data-product_variations="${data}">
<table class="variations" role="presentation"><tbody>
<tr><th class="label"><label for="pa_renk">Renk</label></th><td class="value">${colourCell}</td></tr>
<tr><th class="label"><label for="pa_beden">Beden</label></th><td class="value">${sizeCell}</td></tr>
</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><label class="screen-reader-text" for="quantity_25">Pamuklu Basic Tişört adet</label><input type="number" id="quantity_25" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1" inputmode="numeric" autocomplete="off" /></div>
<button type="submit" class="single_add_to_cart_button button alt">Sepete ekle</button>
<input type="hidden" name="add-to-cart" value="25" /><input type="hidden" name="product_id" value="25" /><input type="hidden" name="variation_id" class="variation_id" value="0" />
</div></div></form>
<div class="product_meta"><span class="sku_wrapper">Stok kodu: <span class="sku">pamuklu-basic-tisort</span></span></div></div></div>`;
}

/** A product card with product-blocks' variation switcher. */
export function cardHtml(variations: StoryVariation[]) {
  const data = attr(variations.map(variationJson));
  return `<li class="product type-product product-type-variable"><a href="#" class="woocommerce-LoopProduct-link"><img width="300" height="300" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='300' height='300'/%3E" class="attachment-woocommerce_thumbnail" alt="Pamuklu Basic Tişört" /><h2 class="woocommerce-loop-product__title">Pamuklu Basic Tişört</h2><span class="price">149,90 ₺ – 229,90 ₺</span></a><div class="variations_form wopb-loop-variations-form" data-product_id="25" data-product_variations="${data}"><div class="wopb-loop-variation-row"><label for="c_renk">Renk</label>${select(
    'attribute_pa_renk',
    'c_renk',
    COLOURS.map(([v, l]) => [v, l]),
    '',
    true,
  )}${swatches('attribute_pa_renk', 'colour')}</div><div class="wopb-loop-variation-row"><label for="c_beden">Beden</label>${select('attribute_pa_beden', 'c_beden', SIZES, '', true)}${swatches('attribute_pa_beden', 'size')}</div><a class="reset_variations" href="#" aria-label="Seçenekleri temizle">Temizle</a></div><a href="#" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="25" aria-label="Seçenekler: “Pamuklu Basic Tişört”" data-add-to-cart-text="Sepete ekle">Seçenekler</a></li>`;
}

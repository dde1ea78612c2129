/** The orderings WooCommerce offers in `loop/orderby.php`, with the Turkish labels the demo store prints. */
const ORDERINGS = [
  ['menu_order', 'Varsayılan sıralama'],
  ['popularity', 'En çok satılanlar'],
  ['rating', 'Ortalama puana göre sırala'],
  ['date', 'En yenilere göre sırala'],
  ['price', 'Fiyata göre sırala: düşükten yükseğe'],
  ['price-desc', 'Fiyata göre sırala: yüksekten düşüğe'],
] as const;

/**
 * The shop archive's sort form as WooCommerce's `loop/orderby.php` prints it: `select.orderby`
 * with the current ordering selected, and the query's other fields as hidden inputs (`paged`
 * reset to 1, and whatever filters the page carries, e.g. `{ filter_renk: 'siyah' }`).
 */
export function catalogOrderingMarkup({
  orderby = 'menu_order',
  fields = {},
}: {
  orderby?: string;
  fields?: Record<string, string>;
} = {}): string {
  const options = ORDERINGS.map(
    ([value, label]) =>
      `<option value="${value}"${value === orderby ? ' selected="selected"' : ''}>${label}</option>`,
  ).join('');
  const hidden = Object.entries({ ...fields, paged: '1' })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Mağaza sıralaması">${options}</select>${hidden}</form>`;
}

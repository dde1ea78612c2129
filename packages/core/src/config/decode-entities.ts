/**
 * Turns HTML character references into text: `get_woocommerce_currency_symbol()` prints `&#36;`
 * or `&#8378;`, not `$` or `₺`. A textarea's content is parsed as plain text with references, so
 * no markup is created on the way.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&') || typeof document === 'undefined') return text;
  const area = document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}

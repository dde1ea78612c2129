/**
 * The Currency Switcher block as the demo store prints it (product-blocks.md §12: the free
 * plugin's render with the pro addon on, `countryNameShow` off, `showFlag` on), with the demo's
 * Turkish prefix and small inline flags.
 */
const FLAG_COLOURS: Record<string, string> = { TRY: '%23e30a17', USD: '%233c3b6e', EUR: '%23039' };
const SYMBOLS: Record<string, string> = { TRY: '&#8378;', USD: '&#36;', EUR: '&euro;' };

const flag = (code: string): string =>
  `<img src="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2030%2020%22%3E%3Crect%20width%3D%2230%22%20height%3D%2220%22%20fill%3D%22${FLAG_COLOURS[code] ?? '%23999'}%22%2F%3E%3C%2Fsvg%3E" alt="" width="20" height="14"> `;

export function currencySwitcherMarkup({
  selected = 'TRY',
  codes = ['TRY', 'USD', 'EUR'],
}: {
  /** the visitor's currency (`.hide-currency` in the list) */
  selected?: string;
  /** the store's currencies; one alone prints no list and no arrow */
  codes?: string[];
} = {}): string {
  const many = codes.length > 1;
  const items = codes
    .map(
      (code) =>
        `<li class="${code === selected ? 'hide-currency' : ''}" value="${code}">${flag(code)}( ${SYMBOLS[code] ?? code} ) ${code}</li>`,
    )
    .join('');
  return `<div class="wp-block-product-blocks-currency-switcher wopb-block-hdrcur "><div class="wopb-block-wrapper"><div class="wopb-currency-switcher-prefixText">Para birimi</div><div class="wopb-currency-switcher-container"><div class="wopb-selected-currency-container"><div class="wopb-selected-currency" value="">${flag(selected)}${selected}</div>${many ? '<div class="wopb-currency-arrow"></div>' : ''}</div>${many ? `<div name="wopb_current_currency" class="wopb-set-default-currency" style="display:none"><ul class="wopb-select-container" >${items}</ul></div>` : ''}</div></div></div>`;
}

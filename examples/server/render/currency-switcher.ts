import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';
import { type Currency, listCurrencies, visitorCurrency } from '../shop';

/** The flag before a code (alt empty: the code beside it names the currency; the plugin's alt is "flag"). */
const flag = (currency: Currency): SafeHtml =>
  currency.flag ? html`<img src="${currency.flag}" alt="" width="20" height="14"> ` : raw('');

/**
 * The Currency Switcher block as the free plugin's render prints it with the pro addon on
 * (product-blocks.md §12; blocks/Currency_Switcher.php with `countryNameShow` off, `showFlag` on,
 * `currencySymbolPosition` `leftDollar`): the prefix text, the chosen currency's code in
 * `.wopb-selected-currency` with the arrow, and the hidden list of every currency
 * (`li[value=<CODE>]`, the chosen one `.hide-currency`). The flags are small inline images, not
 * hotlinked. The chosen currency is the visitor's own (their session).
 */
export function currencySwitcher(ctx: RequestContext): SafeHtml {
  const currencies = listCurrencies(ctx.db);
  if (currencies.length === 0) return raw('');
  const chosen = visitorCurrency(ctx.db, ctx.session.id);
  const many = currencies.length > 1;
  const items = currencies.map(
    (currency) =>
      html`<li class="${currency.code === chosen.code ? 'hide-currency' : ''}" value="${currency.code}">${flag(currency)}( ${raw(currency.symbolHtml)} ) ${currency.code}</li>`,
  );
  return html`<div class="wp-block-product-blocks-currency-switcher wopb-block-hdrcur "><div class="wopb-block-wrapper"><div class="wopb-currency-switcher-prefixText">Para birimi</div><div class="wopb-currency-switcher-container"><div class="wopb-selected-currency-container"><div class="wopb-selected-currency" value="">${flag(chosen)}${chosen.code}</div>${many ? raw('<div class="wopb-currency-arrow"></div>') : ''}</div>${many ? html`<div name="wopb_current_currency" class="wopb-set-default-currency" style="display:none"><ul class="wopb-select-container" >${items}</ul></div>` : ''}</div></div></div>
`;
}

import { html, type SafeHtml } from '../lib';
import type { ApplyCouponResult } from '../shop';
import { wcPrice } from './price';

/** WooCommerce's own coupon messages (WC_Coupon::get_coupon_error and friends), in Turkish. */
export const couponMessages = {
  pleaseEnter: (): SafeHtml => html`Lütfen bir kupon kodu girin.`,
  applied: (): SafeHtml => html`Kupon kodu başarıyla uygulandı.`,
  removed: (): SafeHtml => html`Kupon kaldırıldı.`,
};

/** The error notice for a refused coupon. */
export function couponError(result: Extract<ApplyCouponResult, { ok: false }>): SafeHtml {
  const code = result.code;
  switch (result.problem.kind) {
    case 'not-found':
      return html`"${code}" kuponu mevcut değil!`;
    case 'already-applied':
      return html`"${code}" kupon kodu zaten uygulandı!`;
    case 'usage-limit':
      return html`"${code}" kuponunun kullanım sınırına ulaşıldı.`;
    case 'expired':
      return html`"${code}" kuponunun süresi dolmuş.`;
    case 'minimum':
      return html`"${code}" kuponu için en az harcama tutarı ${wcPrice(result.problem.minimumKurus)}.`;
    case 'maximum':
      return html`"${code}" kuponu için en fazla harcama tutarı ${wcPrice(result.problem.maximumKurus)}.`;
    case 'not-applicable':
      return html`Üzgünüz, "${code}" kuponu sepetinizdeki ürünlere uygulanamaz.`;
  }
}

import { saveSessionData } from '../auth';
import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';

export type NoticeType = 'success' | 'error' | 'notice';

/** A notice's message, and the field it belongs to (printed as the `li`'s data-id). */
export interface NoticeItem {
  html: SafeHtml;
  id?: string;
}

/**
 * wc_add_notice(): keeps a notice (trusted HTML) in the session until a page prints it; `id`
 * names the field an error belongs to (WooCommerce's notice data `id`).
 */
export function addNotice(ctx: RequestContext, type: NoticeType, message: SafeHtml, id?: string): void {
  const notice = id === undefined ? { type, html: message.value } : { type, html: message.value, id };
  ctx.session.data.notices = [...(ctx.session.data.notices ?? []), notice];
  saveSessionData(ctx.db, ctx.session);
}

const itemOf = (message: SafeHtml | NoticeItem): NoticeItem =>
  'html' in message ? message : { html: message };

/** One notice in WooCommerce's markup (success and info as divs, errors as a list). */
export function noticeHtml(type: NoticeType, messages: (SafeHtml | NoticeItem)[]): SafeHtml {
  if (messages.length === 0) return raw('');
  if (type === 'error') {
    return html`<ul class="woocommerce-error" role="alert">${messages.map(itemOf).map(
      (m) => html`
			<li${m.id === undefined ? '' : html` data-id="${m.id}"`}>
			${m.html}		</li>`,
    )}
	</ul>`;
  }
  const className = type === 'success' ? 'woocommerce-message' : 'woocommerce-info';
  const role = type === 'success' ? 'alert' : 'status';
  return html`${messages.map(itemOf).map(
    ({ html: m }) => html`
		<div class="${className}" role="${role}">
			${m}		</div>`,
  )}`;
}

/**
 * wc_print_notices(): every waiting notice in WooCommerce's order (errors, successes, infos), as
 * bare notice markup; then clears them. The ajax cart endpoints answer this.
 */
export function takeNotices(ctx: RequestContext): SafeHtml {
  const notices = ctx.session.data.notices ?? [];
  if (notices.length > 0) {
    ctx.session.data.notices = [];
    saveSessionData(ctx.db, ctx.session);
  }
  const of = (type: NoticeType): NoticeItem[] =>
    notices
      .filter((n) => n.type === type)
      .map((n) => (n.id === undefined ? { html: raw(n.html) } : { html: raw(n.html), id: n.id }));
  return html`${noticeHtml('error', of('error'))}${noticeHtml('success', of('success'))}${noticeHtml('notice', of('notice'))}`;
}

/** woocommerce_output_all_notices(): the waiting notices inside div.woocommerce-notices-wrapper. */
export function printNotices(ctx: RequestContext): SafeHtml {
  return html`<div class="woocommerce-notices-wrapper">${takeNotices(ctx)}</div>`;
}

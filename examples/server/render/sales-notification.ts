import type { RequestContext } from '../context';
import { html, paths, type SafeHtml } from '../lib';
import { getProduct, type RecentSale, salesNotificationSettings } from '../shop';
import { attachmentUrl } from './media';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * WordPress's human_time_diff() as a Turkish install prints it: "45 saniye", "5 dakika", "3 saat",
 * "2 gün", "1 hafta", "4 ay", "2 yıl" (rounded, at least 1).
 */
export function humanTimeDiff(from: number, to: number): string {
  const diff = Math.abs(to - from);
  const count = (unit: number) => Math.max(1, Math.round(diff / unit));
  if (diff < MINUTE) return `${count(1)} saniye`;
  if (diff < HOUR) return `${count(MINUTE)} dakika`;
  if (diff < DAY) return `${count(HOUR)} saat`;
  if (diff < WEEK) return `${count(DAY)} gün`;
  if (diff < MONTH) return `${count(WEEK)} hafta`;
  if (diff < YEAR) return `${count(MONTH)} ay`;
  return `${count(YEAR)} yıl`;
}

/** The customer as the popup names them: billing first name and city ("Zeynep, Kadıköy"). */
function customerName(sale: RecentSale): string {
  const name = sale.firstName || 'Bir müşterimiz';
  return sale.city ? `${name}, ${sale.city}` : name;
}

/**
 * One popup of the sales notification reply, as SalesNotification::sales_notification_action
 * builds it: `div.wopb-notification.wopb-animation-notification.active > div.wopb-notification-wrap`
 * holding the product link (thumbnail, name + label, product, time) and `span.wopb-notification-close`.
 */
export function salesNotificationEntry(ctx: RequestContext, sale: RecentSale, nowSeconds: number): SafeHtml {
  const settings = salesNotificationSettings;
  const product = getProduct(ctx.db, sale.productId);
  const url = product ? ctx.url(paths.product(product.slug)) : '';
  const image = settings.image && product ? attachmentUrl(ctx, product.imageId) : '';
  const wrapStyle = image ? 'padding: 10px' : 'padding: 12px 25px';
  const time = [settings.timePrefix, humanTimeDiff(sale.createdAt, nowSeconds), settings.timePostfix]
    .filter(Boolean)
    .join(' ');
  return html`<div class="wopb-notification wopb-animation-notification active"><div class="wopb-notification-wrap" style="${wrapStyle}"><a href="${url}">${
    image ? html`<div class="wopb-img-wrap"><img src="${image}"/></div>` : ''
  }<div class="wopb-col"><div class="wopb-notification-name">${customerName(sale)} ${
    settings.label ? html`<span>${settings.label}</span>` : ''
  }</div><div class="wopb-notification-product">${sale.productName}</div>${
    settings.time ? html`<div class="wopb-notification-time">${time}</div>` : ''
  }</div></a><span class="wopb-notification-close"></span></div></div>`;
}

import { insertHtml } from '@firsat/core/html';
import { prefersReducedMotion } from '@firsat/core/island';

/** SPEC §8: a notice with role alert gets focus this long after it appears. */
export const NOTICE_FOCUS_DELAY_MS = 500;
/** SPEC §9: scrolling to notices stops this far above them… */
export const NOTICE_SCROLL_OFFSET_PX = 100;
/** …and takes this long. */
export const NOTICE_SCROLL_MS = 1000;

/** The notices WooCommerce prints (and removes before showing new ones). */
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info';

const scheduled = new WeakSet<Element>();

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the page so `el` sits 100 px below the top, over 1000 ms (at once when the person
 * prefers reduced motion), as WooCommerce's `$.scroll_to_notices`.
 */
export function scrollToNotice(el: Element): void {
  const from = window.scrollY;
  const to = Math.max(0, el.getBoundingClientRect().top + from - NOTICE_SCROLL_OFFSET_PX);
  if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function' || from === to) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / NOTICE_SCROLL_MS);
    window.scrollTo(0, from + (to - from) * easeInOut(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * A notice with role alert: scrolled to now and focused after 500 ms (made focusable with
 * tabindex -1), once per element however often it is reported.
 */
export function focusNotice(notice: HTMLElement): void {
  if (scheduled.has(notice)) return;
  scheduled.add(notice);
  scrollToNotice(notice);
  setTimeout(() => {
    if (!notice.isConnected) return;
    if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1');
    notice.focus({ preventScroll: true });
  }, NOTICE_FOCUS_DELAY_MS);
}

/** The alert notices in or at `root`. */
export function alertNotices(root: ParentNode): HTMLElement[] {
  const own = root instanceof HTMLElement && root.matches('[role="alert"]') ? [root] : [];
  return [...own, ...root.querySelectorAll<HTMLElement>('[role="alert"]')];
}

/** Where notices go: the page's first notices wrapper, else the top of the cart's `.woocommerce`. */
function noticeTarget(anchor?: Element | null): { el: Element; how: 'prepend' } | null {
  const wrapper = document.querySelector('.woocommerce-notices-wrapper');
  if (wrapper) return { el: wrapper, how: 'prepend' };
  const container = anchor?.closest('.woocommerce') ?? document.querySelector('.woocommerce');
  return container ? { el: container, how: 'prepend' } : null;
}

/** Removes the notices on the page (WooCommerce does before it shows new ones). */
export function clearNotices(root: ParentNode = document): void {
  for (const notice of root.querySelectorAll(NOTICE_SELECTOR)) notice.remove();
}

/**
 * Shows server notice HTML (sanitised) at the top of the notices wrapper and focuses the first
 * alert among them (see {@link focusNotice}). Returns the inserted elements.
 */
export async function showNotices(html: string, anchor?: Element | null): Promise<Element[]> {
  const target = noticeTarget(anchor);
  return target ? showNoticesIn(target.el, html) : [];
}

/** Like {@link showNotices}, at the top of a given wrapper (a block's own notices wrapper). */
export async function showNoticesIn(wrapper: Element, html: string): Promise<Element[]> {
  if (html.trim() === '') return [];
  const nodes = (await insertHtml(wrapper, html, 'prepend')).filter(
    (n): n is Element => n instanceof Element,
  );
  const [first] = nodes.flatMap(alertNotices);
  if (first) focusNotice(first);
  return nodes;
}

/** An error notice in WooCommerce's markup, from plain text (escaped). */
export function errorNoticeHtml(text: string): string {
  const li = document.createElement('li');
  li.textContent = text;
  return `<ul class="woocommerce-error" role="alert">${li.outerHTML}</ul>`;
}

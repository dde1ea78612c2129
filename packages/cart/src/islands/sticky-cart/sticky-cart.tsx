import { type IslandHostProps, t } from '@firsat/core/island';
import { useEffect } from 'react';
import { useRestorePrinted } from '../../shared/printed-markup';
import type { StickyCartProps } from './props';
import {
  breakpointClass,
  breakpointQuery,
  isStickyVisible,
  STICKY_BREAKPOINTS,
  type StickyBreakpoint,
  slideUpTarget,
  stickyLayout,
  stickyQuantity,
  stickyTop,
} from './sticky-layout';

const QTY = 'input.wopb-sticky-cart-qty';
const BUTTON = '.wopb-sticky-add-to-cart .add_to_cart_button';
const SLIDE_UP = '.wopb-sticky-slide-up';
const FIRST_CHOICE = 'select, input:not([type="hidden"]), button, [tabindex]:not([tabindex="-1"])';

/** Rendered and not hidden (happy-dom, without layout, counts everything as shown). */
function isShown(el: HTMLElement): boolean {
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** The WordPress admin bar's height while it stays fixed at the top (on phones it scrolls away). */
function adminBarHeight(): number {
  const bar = document.getElementById('wpadminbar');
  if (!bar || getComputedStyle(bar).position !== 'fixed') return 0;
  return bar.getBoundingClientRect().height;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Shows or hides the bar; hidden, it is also out of the tab order and the accessibility tree. */
function setShown(host: HTMLElement, shown: boolean): void {
  host.setAttribute('data-state', shown ? 'visible' : 'hidden');
  host.classList.toggle('wopb-sticky-cart-active', shown);
  host.style.display = shown ? 'block' : 'none';
  host.toggleAttribute('inert', !shown);
  if (shown) host.removeAttribute('aria-hidden');
  else host.setAttribute('aria-hidden', 'true');
}

/**
 * The sticky add-to-cart bar (footer or header) on the server's markup: shown once the page has
 * scrolled past `data-scroll`, hidden (and inert) otherwise; pinned under a fixed admin bar when
 * at the top; footer layout classes at 685, 644, 520 and 430 px; the typed quantity copied into
 * the button's `data-quantity`; variable products' button scrolls smoothly to the product form
 * and focuses its first choice. Simple products' `.ajax_add_to_cart` click is left to the
 * add-to-cart island, which reads `data-quantity` when clicked. When it fails or unmounts, the
 * bar's attributes are as printed again, byte for byte (its inline style included).
 */
export function StickyCart({ scroll, position, host }: StickyCartProps & IslandHostProps) {
  // Landmark for screen readers, visibility on scroll, admin bar offset.
  useEffect(() => {
    if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
    if (!host.hasAttribute('aria-label')) host.setAttribute('aria-label', t('stickyCartLabel'));
    const printedTop = host.style.top;
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(host, isStickyVisible(window.scrollY, scroll));
      const top = stickyTop(position, adminBarHeight());
      if (top !== null) host.style.top = `${top}px`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      host.style.display = '';
      host.style.top = printedTop;
      host.removeAttribute('inert');
      host.removeAttribute('aria-hidden');
      host.removeAttribute('data-state');
      host.classList.remove('wopb-sticky-cart-active');
    };
  }, [host, scroll, position]);

  // Footer layout at the SPEC breakpoints, from media queries (no polling).
  useEffect(() => {
    if (!window.matchMedia) return;
    const queries = STICKY_BREAKPOINTS.map((width) => ({
      width,
      list: window.matchMedia(breakpointQuery(width)),
    }));
    const apply = () => {
      const matching = queries.filter((q) => q.list.matches).map((q) => q.width) as StickyBreakpoint[];
      const { layout, classes } = stickyLayout(matching);
      for (const width of STICKY_BREAKPOINTS)
        host.classList.toggle(breakpointClass(width), classes.includes(breakpointClass(width)));
      host.setAttribute('data-layout', layout);
    };
    apply();
    for (const q of queries) q.list.addEventListener('change', apply);
    return () => {
      for (const q of queries) q.list.removeEventListener('change', apply);
      for (const width of STICKY_BREAKPOINTS) host.classList.remove(breakpointClass(width));
      host.removeAttribute('data-layout');
    };
  }, [host]);

  // The quantity field feeds the button; variable products slide up to the form.
  useEffect(() => {
    const qty = host.querySelector<HTMLInputElement>(QTY);
    const button = host.querySelector<HTMLElement>(BUTTON);
    const bounds = () => ({
      min: qty?.getAttribute('min'),
      max: qty?.getAttribute('max'),
      step: qty?.getAttribute('step'),
    });
    const onInput = () => {
      if (qty && button) button.setAttribute('data-quantity', stickyQuantity(qty.value, bounds()));
    };
    const onChange = () => {
      if (qty) qty.value = stickyQuantity(qty.value, bounds());
      onInput();
    };
    const onClick = (event: MouseEvent) => {
      const slide = (event.target as Element | null)?.closest<HTMLElement>(SLIDE_UP);
      if (!slide || !host.contains(slide)) return;
      const form =
        document.querySelector<HTMLElement>('form.cart') ??
        document.querySelector<HTMLElement>('.woocommerce-product-gallery');
      if (!form) return; // no form on this page: the link goes to the product as printed
      event.preventDefault();
      const covered = adminBarHeight() + (position === 'top' ? host.getBoundingClientRect().height : 0);
      window.scrollTo({
        top: slideUpTarget(form.getBoundingClientRect().top, window.scrollY, covered),
        behavior: reducedMotion() ? 'auto' : 'smooth',
      });
      // The first choice a person can see: swatches may stand in for a hidden select.
      const first = [...form.querySelectorAll<HTMLElement>(FIRST_CHOICE)].find(isShown);
      first?.focus({ preventScroll: true });
    };
    qty?.addEventListener('input', onInput);
    qty?.addEventListener('change', onChange);
    host.addEventListener('click', onClick);
    return () => {
      qty?.removeEventListener('input', onInput);
      qty?.removeEventListener('change', onChange);
      host.removeEventListener('click', onClick);
    };
  }, [host, position]);

  useRestorePrinted(() => [
    [host, ['role', 'aria-label', 'style', 'class', 'inert', 'aria-hidden', 'data-state', 'data-layout']],
  ]);

  return null;
}

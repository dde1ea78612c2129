import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted, prefersReducedMotion } from '@firsat/core/island';
import { messages } from './messages';
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
} from './model';
import type { StickyCartProps } from './props';

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

/** Shows or hides the bar; hidden, it is also out of the tab order and the accessibility tree. */
function setShown(host: HTMLElement, shown: boolean): void {
  host.setAttribute('data-state', shown ? 'visible' : 'hidden');
  host.classList.toggle('wopb-sticky-cart-active', shown);
  host.style.display = shown ? 'block' : 'none';
  host.toggleAttribute('inert', !shown);
  if (shown) host.removeAttribute('aria-hidden');
  else host.setAttribute('aria-hidden', 'true');
}

/** Footer layout at the SPEC breakpoints, from media queries (no polling). */
function bindLayout(host: HTMLElement, onCleanup: (undo: () => void) => void): void {
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
  onCleanup(() => {
    for (const q of queries) q.list.removeEventListener('change', apply);
  });
}

/** The quantity field feeds the button; variable products slide up to the form. */
function bindControls(host: HTMLElement, position: StickyCartProps['position'], signal: AbortSignal): void {
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
  qty?.addEventListener('input', onInput, { signal });
  qty?.addEventListener(
    'change',
    () => {
      qty.value = stickyQuantity(qty.value, bounds());
      onInput();
    },
    { signal },
  );
  host.addEventListener(
    'click',
    (event) => {
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
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
      // The first choice a person can see: swatches may stand in for a hidden select.
      const first = [...form.querySelectorAll<HTMLElement>(FIRST_CHOICE)].find(isShown);
      first?.focus({ preventScroll: true });
    },
    { signal },
  );
}

/**
 * The sticky add-to-cart bar (footer or header) on the server's markup: shown once the page has
 * scrolled past `data-scroll`, hidden (and inert) otherwise; pinned under a fixed admin bar when
 * at the top; footer layout classes at 685, 644, 520 and 430 px; the typed quantity copied into
 * the button's `data-quantity`; variable products' button scrolls smoothly to the product form
 * and focuses its first choice. Simple products' `.ajax_add_to_cart` click is left to the
 * add-to-cart island, which reads `data-quantity` when clicked. When it fails or is unbound, the
 * bar's attributes are as printed again, byte for byte (its inline style included).
 */
export function bindStickyCart(
  host: HTMLElement,
  { props: { scroll, position }, signal, onCleanup }: BehaviourContext<StickyCartProps>,
): void {
  onCleanup(
    keepPrinted([
      [host, ['role', 'aria-label', 'style', 'class', 'inert', 'aria-hidden', 'data-state', 'data-layout']],
    ]),
  );
  // Landmark for screen readers, visibility on scroll, admin bar offset.
  if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
  if (!host.hasAttribute('aria-label')) host.setAttribute('aria-label', messages.t('stickyCartLabel'));
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
  window.addEventListener('scroll', onScroll, { passive: true, signal });
  window.addEventListener('resize', onScroll, { passive: true, signal });
  onCleanup(() => cancelAnimationFrame(frame));

  bindLayout(host, onCleanup);
  bindControls(host, position, signal);
}

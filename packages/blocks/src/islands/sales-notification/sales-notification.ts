import { COOKIE, COOKIE_DAYS, getCookie, setCookie, t } from '@firsat/core/island';
import { ACTIVE_CLASS, ANIMATION_CLASS, spokenText } from './markup';
import { messages } from './messages';
import type { SalesCycle } from './model';
import { findClearCorner } from './placement';

/** The pause control the island adds to each popup (WCAG 2.2.2: moving content can be paused). */
export const PAUSE_CLASS = 'firsat-sales-pause';
/** How often a shown popup checks that its corner is still clear when nothing scrolls. */
const RECHECK_MS = 1000;

/** One sales notification on the page: a popup of the reply the island took over. */
export interface Shown {
  popup: HTMLElement;
  pauseButton: HTMLButtonElement;
  /** Removes its listeners. */
  controller: AbortController;
}

/** Whether the shopper closed the popup (this tab, another tab, or within the last day). */
export const closedByCookie = (): boolean => getCookie(COOKIE.salesNotification) !== undefined;

/**
 * Gives a freshly inserted popup its controls and listeners (its `controller` removes them when
 * it goes): pointer or focus in it hold `cycle`, its pause control pauses it. It is put in a
 * clear corner, and `say`s its words once it is first on view.
 */
export function takeOver(
  popup: HTMLElement,
  cycle: SalesCycle,
  reducedMotion: boolean,
  say: (text: string) => void,
): Shown {
  const controller = new AbortController();
  /** its words, said the first time it is on view */
  let said = spokenText(popup);
  const closer = popup.querySelector<HTMLElement>('.wopb-notification-close');
  const box = popup.querySelector('.wopb-notification-wrap') ?? popup;
  if (reducedMotion) popup.classList.remove(ANIMATION_CLASS);
  // Outside every landmark at the end of <body>: a named one of its own ("Son satışlar").
  popup.setAttribute('role', 'complementary');
  popup.setAttribute('aria-label', t('salesNotification'));
  popup.setAttribute('data-state', 'running');
  // The plugin prints the thumbnail without alt: the text beside it names the product already.
  for (const img of popup.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  // The plugin's close is an empty span: a button for keyboards and screen readers too.
  if (closer) {
    closer.setAttribute('role', 'button');
    closer.setAttribute('tabindex', '0');
    closer.setAttribute('aria-label', messages.t('closeSales'));
  }
  const pauseButton = document.createElement('button');
  pauseButton.type = 'button';
  pauseButton.className = PAUSE_CLASS;
  box.append(pauseButton);
  listen(popup, closer, pauseButton, cycle, controller.signal);
  /** Whether it is on view: hidden while every corner would cover a control. */
  let placed = false;
  /**
   * Puts the popup in a clear corner (its own first, so it does not jump), or hides it while
   * every corner would cover a control (placement.ts). Run when it comes and again as the page
   * scrolls or resizes and every second, so it never sits over what the shopper is using.
   */
  const place = () => {
    // Once on view it stays put while the pointer or focus is in it or the shopper has paused
    // it: its "Sürdür" must stay where they left it (WCAG 2.2.2). Where it first appears, a
    // pointer resting there holds nothing: the pointer did not choose to be there.
    const held =
      popup.contains(document.activeElement) || popup.matches(':hover') || cycle.getSnapshot().pausedByUser;
    if (placed && held) return;
    popup.style.visibility = 'hidden';
    const corner = findClearCorner(popup, box, popup.getAttribute('data-corner'));
    placed = corner !== null;
    if (!placed) return;
    popup.style.removeProperty('visibility');
    if (popup.getAttribute('style') === '') popup.removeAttribute('style');
    popup.classList.add(ACTIVE_CLASS);
    if (said) say(said);
    said = '';
  };
  place();
  let frame = 0;
  const replace = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (!controller.signal.aborted) place();
    });
  };
  // The page also changes under a still popup (a slider's next slide, a grid's new items).
  const watch = setInterval(replace, RECHECK_MS);
  controller.signal.addEventListener('abort', () => {
    cancelAnimationFrame(frame);
    clearInterval(watch);
  });
  for (const type of ['scroll', 'resize'])
    window.addEventListener(type, replace, { signal: controller.signal, passive: true });
  return { popup, pauseButton, controller };
}

/**
 * Pointer over it or focus in it holds the clock; its pause control holds it until pressed
 * again; its close control stops it for good (the one-day cookie) and gives focus back.
 */
function listen(
  popup: HTMLElement,
  closer: HTMLElement | null,
  pauseButton: HTMLButtonElement,
  cycle: SalesCycle,
  signal: AbortSignal,
): void {
  const on = { signal };
  /** Where focus came from before it entered the popup: it goes back there when the popup closes. */
  let cameFrom: HTMLElement | null = null;
  popup.addEventListener('mouseenter', () => cycle.pause('hover'), on);
  popup.addEventListener('mouseleave', () => cycle.resume('hover'), on);
  popup.addEventListener(
    'focusin',
    (event) => {
      const from = event.relatedTarget as HTMLElement | null;
      if (from && !popup.contains(from)) cameFrom = from;
      cycle.pause('focus');
    },
    on,
  );
  popup.addEventListener(
    'focusout',
    (event) => {
      if (!popup.contains(event.relatedTarget as Node | null)) cycle.resume('focus');
    },
    on,
  );
  pauseButton.addEventListener('click', () => cycle.toggleUserPause(), on);
  const closeFrom = (event: Event) => {
    event.preventDefault();
    const hadFocus = popup.contains(document.activeElement);
    if (!closedByCookie())
      setCookie(COOKIE.salesNotification, 'closed', { days: COOKIE_DAYS.salesNotification });
    cycle.close();
    if (hadFocus && cameFrom?.isConnected) cameFrom.focus();
  };
  closer?.addEventListener('click', closeFrom, on);
  closer?.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === ' ') closeFrom(event);
    },
    on,
  );
}

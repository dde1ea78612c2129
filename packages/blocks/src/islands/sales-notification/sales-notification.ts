import { insertHtml } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import { COOKIE, COOKIE_DAYS, getCookie, prefersReducedMotion, setCookie, t } from '@firsat/core/island';
import { getLiveRegion } from '@firsat/core/live-region';
import { afterPageLoad } from '../../shared/page-timing';
import { fetchSalesNotifications } from './client';
import { messages } from './messages';
import { createSalesCycle, SALES_FADE_MS, SALES_FIRST_DELAY_MS, type SalesSnapshot } from './model';
import { findClearCorner } from './placement';
import type { SalesNotificationProps } from './props';

/** The plugin's classes on each popup of the reply (product-blocks.md §8). */
const POPUP = '.wopb-notification';
const ANIMATION_CLASS = 'wopb-animation-notification';
const ACTIVE_CLASS = 'active';
/** How often a shown popup checks that its corner is still clear when nothing scrolls. */
const RECHECK_MS = 1000;
/** The pause control the island adds to each popup (WCAG 2.2.2: moving content can be paused). */
export const PAUSE_CLASS = 'firsat-sales-pause';

/** The popup on the page now. */
interface Shown {
  popup: HTMLElement;
  pauseButton: HTMLButtonElement;
  /** Removes its listeners. */
  controller: AbortController;
  /** Whether it is on view: hidden while every corner would cover a control. */
  placed: boolean;
}

/** Whether the shopper closed the popup (this tab, another tab, or within the last day). */
const closedByCookie = (): boolean => getCookie(COOKIE.salesNotification) !== undefined;

/** The parts of a popup that say something, in order (the rest is the image and the controls). */
const SPOKEN_PARTS = '.wopb-notification-name, .wopb-notification-product, .wopb-notification-time';
const words = (node: Node): string => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The popup's own words, for the live region: "Zeynep satın aldı Pamuklu Basic Tişört 5 dakika önce". */
function spokenText(popup: HTMLElement): string {
  const parts = [...popup.querySelectorAll(SPOKEN_PARTS)].map(words).filter(Boolean);
  return parts.length ? parts.join(' ') : words(popup);
}

/**
 * The product-blocks sales popup. When the body carries `wopb-notification-body` and the
 * `sales_notification` cookie is absent, 2 s after the page's load it POSTs
 * `sales/v1/notification` once; each entry of the reply (the plugin's complete popup markup)
 * enters the page through core's `insertHtml` at the end of `<body>`, in turn: shown for the stay
 * time, then gone for the gap, wrapping around. Pointer over it or focus in it holds the clock;
 * its pause control holds it until pressed again; its close control stops it and sets the
 * one-day cookie. Each popup is announced politely; focus is never moved to it. It shows only
 * in a corner where it covers no control of the page (placement.ts), and looks again whenever the
 * page scrolls or resizes and every second: it moves to the other corner, or waits hidden while
 * none is clear.
 */
export function bindSalesNotification(
  _el: HTMLElement,
  { props: { enabled, stayMs, gapMs, pageId }, signal, onCleanup }: BehaviourContext<SalesNotificationProps>,
): void {
  if (!enabled || closedByCookie()) return;
  const reducedMotion = prefersReducedMotion();
  const cycle = createSalesCycle({ stayMs, gapMs });
  let entries: string[] = [];
  let shown: Shown | null = null;
  /** Counts show requests, so a popup whose HTML arrives after a newer step is dropped. */
  let showing = 0;
  /** Popups fading out, by the timer that removes them. */
  const leaving = new Map<ReturnType<typeof setTimeout>, Node>();

  /**
   * Its own polite channel in the page's one live region (`role="log"`, "Son satışlar"), so a sale
   * never replaces what another island just said there ("… sepetinizden çıkarıldı").
   */
  let channel: HTMLElement | null = null;
  const say = (text: string) => {
    if (!channel) {
      channel = document.createElement('div');
      channel.setAttribute('role', 'log');
      channel.setAttribute('aria-live', 'polite');
      channel.setAttribute('aria-label', t('salesNotification'));
      getLiveRegion().append(channel);
    }
    const line = document.createElement('div');
    line.textContent = text;
    channel.replaceChildren(line);
  };

  const removeNodes = (nodes: Node[]) => {
    for (const node of nodes) node.parentNode?.removeChild(node);
  };

  /** Takes the shown popup away: faded (it loses `active`, then leaves), or at once. */
  const hide = (fade: boolean) => {
    if (!shown) return;
    const { popup, controller } = shown;
    shown = null;
    controller.abort();
    popup.classList.remove(ACTIVE_CLASS);
    if (!fade || reducedMotion) {
      removeNodes([popup]);
      return;
    }
    const timer = setTimeout(() => {
      leaving.delete(timer);
      removeNodes([popup]);
    }, SALES_FADE_MS);
    leaving.set(timer, popup);
  };

  const close = () => {
    if (!closedByCookie())
      setCookie(COOKIE.salesNotification, 'closed', { days: COOKIE_DAYS.salesNotification });
    cycle.close();
  };

  const syncPauseButton = ({ pausedByUser }: SalesSnapshot) => {
    if (!shown) return;
    const button = shown.pauseButton;
    button.textContent = messages.t(pausedByUser ? 'resumeSales' : 'pauseSales');
    button.setAttribute('aria-label', messages.t(pausedByUser ? 'resumeSalesLabel' : 'pauseSalesLabel'));
    shown.popup.setAttribute('data-state', pausedByUser ? 'paused' : 'running');
  };

  /** Gives a freshly inserted popup its controls and listeners. */
  const takeOver = (popup: HTMLElement): Shown => {
    const controller = new AbortController();
    const on = { signal: controller.signal };
    const said = spokenText(popup);
    if (reducedMotion) popup.classList.remove(ANIMATION_CLASS);
    // Outside every landmark at the end of <body>: a named one of its own ("Son satışlar").
    popup.setAttribute('role', 'complementary');
    popup.setAttribute('aria-label', t('salesNotification'));
    popup.setAttribute('data-state', 'running');

    // The plugin prints the thumbnail without alt: the text beside it names the product already.
    for (const img of popup.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
    // The plugin's close is an empty span: a button for keyboards and screen readers too.
    const closer = popup.querySelector<HTMLElement>('.wopb-notification-close');
    if (closer) {
      closer.setAttribute('role', 'button');
      closer.setAttribute('tabindex', '0');
      closer.setAttribute('aria-label', messages.t('closeSales'));
    }
    const pauseButton = popup.ownerDocument.createElement('button');
    pauseButton.type = 'button';
    pauseButton.className = PAUSE_CLASS;
    (popup.querySelector('.wopb-notification-wrap') ?? popup).append(pauseButton);

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
      const hadFocus = popup.contains(popup.ownerDocument.activeElement);
      close();
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
    const entry: Shown = { popup, pauseButton, controller, placed: false };
    const box = popup.querySelector('.wopb-notification-wrap') ?? popup;
    let announced = false;
    /**
     * Puts the popup in a clear corner (its own first, so it does not jump), or hides it while
     * every corner would cover a control. Run when it comes and again as the page scrolls or
     * resizes, so it never sits over what the shopper is using.
     */
    const place = () => {
      // Once on view it stays put while the pointer or focus is in it or the shopper has paused
      // it: its "Sürdür" must stay where they left it (WCAG 2.2.2). Where it first appears, a
      // pointer resting there holds nothing: the pointer did not choose to be there.
      const held =
        popup.contains(popup.ownerDocument.activeElement) ||
        popup.matches(':hover') ||
        cycle.getSnapshot().pausedByUser;
      if (entry.placed && held) return;
      popup.style.visibility = 'hidden';
      const corner = findClearCorner(popup, box, popup.getAttribute('data-corner'));
      entry.placed = corner !== null;
      if (!entry.placed) return;
      popup.style.removeProperty('visibility');
      if (popup.getAttribute('style') === '') popup.removeAttribute('style');
      popup.classList.add(ACTIVE_CLASS);
      if (!announced && said) say(said);
      announced = true;
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
    return entry;
  };

  const show = (index: number) => {
    hide(false);
    const html = entries[index];
    if (html === undefined) return;
    if (closedByCookie()) {
      cycle.close();
      return;
    }
    const ticket = ++showing;
    void insertHtml(document.body, html, 'append').then((nodes) => {
      const stale = ticket !== showing || signal.aborted || cycle.getSnapshot().phase !== 'showing';
      const popup = nodes.find(
        (node): node is HTMLElement => node instanceof HTMLElement && node.matches(POPUP),
      );
      // Anything else the entry carried (whitespace, stray markup) does not stay.
      removeNodes(nodes.filter((node) => node !== popup));
      if (stale || !popup) {
        if (popup) removeNodes([popup]);
        return;
      }
      shown = takeOver(popup);
      syncPauseButton(cycle.getSnapshot());
    });
  };

  let last = cycle.getSnapshot();
  const render = (snapshot: SalesSnapshot) => {
    const moved = snapshot.phase !== last.phase || snapshot.index !== last.index;
    last = snapshot;
    if (moved && snapshot.phase === 'showing') show(snapshot.index);
    else if (moved) {
      showing++;
      hide(snapshot.phase === 'gap');
    }
    syncPauseButton(snapshot);
  };

  onCleanup(cycle.subscribe(render));
  onCleanup(() => {
    cycle.dispose();
    showing++;
    hide(false);
    for (const [timer, popup] of leaving) {
      clearTimeout(timer);
      removeNodes([popup]);
    }
    leaving.clear();
    channel?.remove();
  });

  onCleanup(
    afterPageLoad(
      SALES_FIRST_DELAY_MS,
      () => {
        if (closedByCookie()) return;
        fetchSalesNotifications(pageId, signal).then(
          (list) => {
            if (signal.aborted) return;
            entries = list;
            cycle.start(list.length);
          },
          // SPEC §8: the console line, nothing shown; one request per page view, no retry.
          (error: unknown) => logBlockFailure(error),
        );
      },
      signal,
    ),
  );
}

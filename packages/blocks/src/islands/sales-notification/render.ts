import { insertHtml } from '@firsat/core/html';
import { t } from '@firsat/core/island';
import { getLiveRegion } from '@firsat/core/live-region';
import { ACTIVE_CLASS, POPUP } from './markup';
import { messages } from './messages';
import { SALES_FADE_MS, type SalesCycle, type SalesSnapshot } from './model';
import { closedByCookie, type Shown, takeOver } from './sales-notification';

/**
 * The sales cycle on the page: `showing` puts entry `index` of the reply (`entries`) in
 * through core's `insertHtml` at the end of `<body>` and takes it over; `gap` fades it out (it
 * loses `active`, then leaves), `closed` takes it away at once. The pause control says whether
 * the shopper paused it. Returns `render(snapshot)`.
 */
export function salesRenderer(
  cycle: SalesCycle,
  entries: readonly string[],
  reducedMotion: boolean,
  signal: AbortSignal,
  onCleanup: (undo: () => void) => void,
): (snapshot: SalesSnapshot) => void {
  /**
   * Its own polite channel in the page's one live region (`role="log"`, "Son satışlar"), so a
   * sale never replaces what another island just said there ("… sepetinizden çıkarıldı").
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
  let shown: Shown | null = null;
  /** Counts show requests, so a popup whose HTML arrives after a newer step is dropped. */
  let showing = 0;
  /** Popups fading out, by the timer that removes them. */
  const leaving = new Map<ReturnType<typeof setTimeout>, HTMLElement>();

  /** Takes the shown popup away: faded (it loses `active`, then leaves), or at once. */
  const hide = (fade: boolean) => {
    if (!shown) return;
    const { popup, controller } = shown;
    shown = null;
    controller.abort();
    popup.classList.remove(ACTIVE_CLASS);
    if (!fade || reducedMotion) {
      popup.remove();
      return;
    }
    const timer = setTimeout(() => {
      leaving.delete(timer);
      popup.remove();
    }, SALES_FADE_MS);
    leaving.set(timer, popup);
  };

  const syncPauseButton = ({ pausedByUser }: SalesSnapshot) => {
    if (!shown) return;
    const button = shown.pauseButton;
    const key = pausedByUser ? 'resumeSales' : 'pauseSales';
    button.textContent = messages.t(key);
    button.setAttribute('aria-label', messages.t(`${key}Label`));
    shown.popup.setAttribute('data-state', pausedByUser ? 'paused' : 'running');
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
      for (const node of nodes) if (node !== popup) (node as ChildNode).remove();
      if (stale || !popup) {
        popup?.remove();
        return;
      }
      shown = takeOver(popup, cycle, reducedMotion, say);
      syncPauseButton(cycle.getSnapshot());
    });
  };

  // unmounted: the clock stops, every popup goes at once (the fading ones too), and the channel
  onCleanup(() => {
    cycle.dispose();
    showing++;
    hide(false);
    for (const [timer, popup] of leaving) {
      clearTimeout(timer);
      popup.remove();
    }
    leaving.clear();
    channel?.remove();
  });

  let last = cycle.getSnapshot();
  return (snapshot) => {
    const moved = snapshot.phase !== last.phase || snapshot.index !== last.index;
    last = snapshot;
    if (moved && snapshot.phase === 'showing') show(snapshot.index);
    else if (moved) {
      showing++;
      hide(snapshot.phase === 'gap');
    }
    syncPauseButton(snapshot);
  };
}

import { createSnapshotStore, type Subscribable } from '@firsat/core/models';

/** SPEC §9: the first popup is due this long after the page's load (the request goes out then). */
export const SALES_FIRST_DELAY_MS = 2000;

/**
 * How long a hidden popup takes to fade out before it leaves the page (the theme's transition on
 * `.wopb-notification` losing `active`); none for `prefers-reduced-motion: reduce`.
 */
export const SALES_FADE_MS = 400;

/**
 * - `idle`: no items yet (before the first is due, or the reply had none)
 * - `showing`: item `index` is on the page for the stay time
 * - `gap`: between two popups, nothing shown
 * - `closed`: the shopper closed it; nothing more for this page (and, by the cookie, for a day)
 */
export type SalesPhase = 'idle' | 'showing' | 'gap' | 'closed';

/** Why the cycle holds still: the pointer is over the popup, focus is in it, or the pause control. */
export type PauseReason = 'hover' | 'focus' | 'user';

export interface SalesSnapshot {
  phase: SalesPhase;
  /** The item shown (or shown last), wrapping around the list. */
  index: number;
  /** How many items the reply gave. */
  count: number;
  /** Held by at least one reason: the running phase's clock is stopped. */
  paused: boolean;
  /** The pause control is on (a hover or focus pause alone does not turn it on). */
  pausedByUser: boolean;
}

export interface SalesTiming {
  /** `wopb-stay-N`: how long one popup stays, ms (SPEC §9 default 7000). */
  stayMs: number;
  /** `wopb-gap-N`: the pause between two popups, ms (SPEC §9 default 14000). */
  gapMs: number;
}

export interface SalesCycle extends Subscribable<SalesSnapshot> {
  /** Shows item 0 now, then each next one every stay + gap, wrapping. No-op for 0 items. */
  start(count: number): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** The pause control: on → off, off → on. */
  toggleUserPause(): void;
  /** Stops for good. */
  close(): void;
  /** Clears the clock (unmount); the snapshot stays as it was. */
  dispose(): void;
}

const INITIAL: SalesSnapshot = { phase: 'idle', index: 0, count: 0, paused: false, pausedByUser: false };

/**
 * The sales popup's clock, without DOM or network: item i shows for the stay time, then nothing
 * for the gap, then item i + 1 (after the last, the first again). A pause of any kind stops the
 * running phase's clock and keeps what was left of it; when the last reason goes, the phase
 * runs on for that remainder (so a hovered popup is not hidden the moment the pointer leaves).
 */
export function createSalesCycle({ stayMs, gapMs }: SalesTiming): SalesCycle {
  const store = createSnapshotStore<SalesSnapshot>(INITIAL);
  const reasons = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;
  let remaining = 0;

  const update = (patch: Partial<SalesSnapshot>) => store.set({ ...store.getSnapshot(), ...patch });
  const stopClock = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const runClock = () => {
    stopClock();
    startedAt = Date.now();
    timer = setTimeout(step, remaining);
  };
  const enter = (phase: 'showing' | 'gap', index: number) => {
    remaining = phase === 'showing' ? stayMs : gapMs;
    update({ phase, index });
    if (reasons.size === 0) runClock();
  };
  function step(): void {
    timer = undefined;
    const { phase, index, count } = store.getSnapshot();
    if (phase === 'showing') enter('gap', index);
    else if (phase === 'gap') enter('showing', (index + 1) % count);
  }
  const running = () => {
    const { phase } = store.getSnapshot();
    return phase === 'showing' || phase === 'gap';
  };
  const syncPaused = () => update({ paused: reasons.size > 0, pausedByUser: reasons.has('user') });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start(count) {
      if (store.getSnapshot().phase !== 'idle' || count <= 0) return;
      update({ count });
      enter('showing', 0);
    },
    pause(reason) {
      if (!running() || reasons.has(reason)) return;
      reasons.add(reason);
      if (timer !== undefined) {
        remaining = Math.max(0, remaining - (Date.now() - startedAt));
        stopClock();
      }
      syncPaused();
    },
    resume(reason) {
      if (!reasons.delete(reason)) return;
      syncPaused();
      if (reasons.size === 0 && running()) runClock();
    },
    toggleUserPause() {
      if (reasons.has('user')) this.resume('user');
      else this.pause('user');
    },
    close() {
      stopClock();
      reasons.clear();
      update({ phase: 'closed', paused: false, pausedByUser: false });
    },
    dispose: stopClock,
  };
}

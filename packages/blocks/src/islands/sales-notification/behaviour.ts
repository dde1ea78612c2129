import { logBlockFailure } from '@firsat/core/http';
import { type BehaviourContext, prefersReducedMotion } from '@firsat/core/island';
import { afterPageLoad } from '../../shared/page-timing';
import { fetchSalesNotifications } from './client';
import { createSalesCycle, SALES_FIRST_DELAY_MS } from './model';
import type { SalesNotificationProps } from './props';
import { salesRenderer } from './render';
import { closedByCookie } from './sales-notification';

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
 * none is clear. The clock is model.ts, the page render.ts, one popup sales-notification.ts.
 */
export function bindSalesNotification(
  _el: HTMLElement,
  { props: { enabled, stayMs, gapMs, pageId }, signal, onCleanup }: BehaviourContext<SalesNotificationProps>,
): void {
  if (!enabled || closedByCookie()) return;
  const cycle = createSalesCycle({ stayMs, gapMs });
  const entries: string[] = [];
  onCleanup(cycle.subscribe(salesRenderer(cycle, entries, prefersReducedMotion(), signal, onCleanup)));
  onCleanup(
    afterPageLoad(
      SALES_FIRST_DELAY_MS,
      () => {
        if (closedByCookie()) return;
        fetchSalesNotifications(pageId, signal).then(
          (list) => {
            if (signal.aborted) return;
            entries.push(...list);
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

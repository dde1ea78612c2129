/// <reference path="./sourcebuster.d.ts" />
import { type OrderAttributionConfig, removeCookie } from '@firsat/core/island';
// The library's own CommonJS sources rather than its browserify bundle (identical code): minified
// here without the bundle's module wrapper, 0.45 KB gzipped less.
import sbjs from 'sourcebuster/src/js/sourcebuster.js';
import {
  type AttributionValues,
  attributionValues,
  emptyValues,
  SBJS_COOKIES,
  sbjsPrefs,
} from './attribution';
import { recordCampaignExtras } from './campaign-touch';

let tracked: AttributionValues | undefined;

/** Removes sourcebuster's cookies (host-only, path /, as they were written). */
function eraseCookies(): void {
  for (const name of SBJS_COOKIES) removeCookie(name);
}

/**
 * Records this page view once per page, however many islands ask: sourcebuster counts the
 * session's pages on every init, so a second init would count the page twice. When tracking
 * is not allowed nothing is recorded, the cookies go, and every value is empty. The touch also
 * gets the four campaign keys WooCommerce's sourcebuster fork records (`campaign-touch.ts`).
 */
export function trackPageView(config: OrderAttributionConfig): AttributionValues {
  if (!config.allowTracking) {
    eraseCookies();
    tracked = undefined;
    return emptyValues(config.fields);
  }
  if (!tracked) {
    sbjs.init(sbjsPrefs(config, window.location.hostname));
    const data = recordCampaignExtras(sbjs.get, window.location.search, config.lifetime);
    tracked = attributionValues(data, config.fields);
  }
  return tracked;
}

/** Forgets this page's view, so the next `trackPageView` records a new one (tests, client-side navigation). */
export function forgetPageView(): void {
  tracked = undefined;
}

/// <reference path="./sourcebuster.d.ts" />
import type { OrderAttributionConfig } from '@firsat/core/island';
import type { SbjsData, SbjsPrefs } from 'sourcebuster';

/** The cookies sourcebuster writes; all are removed when tracking is not allowed. */
export const SBJS_COOKIES = [
  'sbjs_migrations',
  'sbjs_current_add',
  'sbjs_first_add',
  'sbjs_current',
  'sbjs_first',
  'sbjs_udata',
  'sbjs_session',
  'sbjs_promo',
] as const;

/** Field name (`source_type`) → value, one per field of `wc_order_attribution.fields`. */
export type AttributionValues = Record<string, string>;

/**
 * sourcebuster's settings from `wc_order_attribution.params`, as WooCommerce passes them:
 * lifetime in months (SPEC: 1.0e-5, which sourcebuster turns into session cookies), session
 * length in minutes (30), UTC times. Cookies stay on this host (no Domain attribute): a Domain
 * would be refused on an IP address or `localhost`, and WooCommerce's own cookies are host-only.
 */
export function sbjsPrefs(config: OrderAttributionConfig, hostname: string): SbjsPrefs {
  return {
    lifetime: config.lifetime,
    session_length: config.session,
    timezone_offset: '0',
    domain: { host: hostname, isolate: true },
  };
}

/**
 * The value of each field from sourcebuster's data, following the `container.key` path the
 * field map gives (`current.typ`). Paths the data lacks give ''.
 */
export function attributionValues(
  data: SbjsData | undefined,
  fields: Record<string, string>,
): AttributionValues {
  const values: AttributionValues = {};
  for (const [field, path] of Object.entries(fields)) {
    const [container = '', key = ''] = path.split('.');
    const value = data?.[container]?.[key];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Every field empty: what the inputs hold when tracking is not allowed. */
export function emptyValues(fields: Record<string, string>): AttributionValues {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, '']));
}

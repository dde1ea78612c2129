/**
 * WooCommerce's sourcebuster fork records four more campaign parameters than sourcebuster
 * 1.1.0, as extra keys of the same touch cookies (`sbjs_current`, `sbjs_first`). Their query
 * names and cookie keys, in the fork's order.
 */
export const CAMPAIGN_EXTRAS = [
  ['utm_id', 'id'],
  ['utm_source_platform', 'plt'],
  ['utm_creative_format', 'fmt'],
  ['utm_marketing_tactic', 'tct'],
] as const;

export type CampaignExtraKey = (typeof CAMPAIGN_EXTRAS)[number][1];

/** Cookie key (`id`) → value, as packed in the cookie (undecoded, like sourcebuster's own). */
export type CampaignExtras = Record<CampaignExtraKey, string>;

/** sourcebuster's "no value". */
export const SBJS_NONE = '(none)';

/**
 * A query parameter as sourcebuster reads the URL: undecoded, cut at a second `=`; a repeated
 * parameter gives its values joined with commas (how the fork packs sourcebuster's array).
 * '' when the parameter is absent.
 */
export function rawQueryParam(search: string, name: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .map((pair) => pair.split('='))
    .filter(([key]) => key === name)
    .map(([, value = '']) => value)
    .join(',');
}

/**
 * The four values of a touch sourcebuster has just written: on a campaign (utm) visit each
 * from the URL, `(none)` when missing or empty; on any other source all `(none)`, as the fork does.
 */
export function campaignExtras(search: string, isCampaign: boolean): CampaignExtras {
  const extras = {} as CampaignExtras;
  for (const [param, key] of CAMPAIGN_EXTRAS) {
    extras[key] = (isCampaign && rawQueryParam(search, param)) || SBJS_NONE;
  }
  return extras;
}

/** `|||id=…|||plt=…|||fmt=…|||tct=…`: what to append to the touch sourcebuster packed. */
export function packExtras(extras: CampaignExtras): string {
  return CAMPAIGN_EXTRAS.map(([, key]) => `|||${key}=${extras[key]}`).join('');
}

/** The values as sourcebuster's reader (`sbjs.get`) gives them back: URI-decoded where valid. */
export function decodeExtras(extras: CampaignExtras): CampaignExtras {
  const decoded = { ...extras };
  for (const [, key] of CAMPAIGN_EXTRAS) {
    try {
      decoded[key] = decodeURIComponent(extras[key]);
    } catch {
      // A malformed escape stays as it came.
    }
  }
  return decoded;
}

/**
 * sourcebuster's cookie lifetime in whole minutes from `lifetime` in months (6 when unset),
 * truncated the way it does it (`parseInt`): 1.0e-5 months gives 0, a session cookie.
 */
export function sbjsCookieMinutes(months: number): number {
  return Number.parseInt(String((months || 6) * 30 * 24 * 60), 10);
}

/// <reference path="./sourcebuster.d.ts" />
import { getCookie, setCookie } from '@firsat/core/island';
import type { SbjsData } from 'sourcebuster';
import { campaignExtras, decodeExtras, packExtras, sbjsCookieMinutes } from './campaign-extras';

/**
 * Right after `sbjs.init`: gives the touch sourcebuster wrote on this page the fork's four keys
 * (`id`, `plt`, `fmt`, `tct`) in its cookie, and in the first-touch cookie when that was copied
 * from it on this page. A touch that already has them was kept from an earlier page (a direct
 * or internal visit within the campaign) and stays as it is. Same lifetime as sourcebuster's
 * cookies, host-only, path /. Returns sourcebuster's data with the keys added.
 */
export function recordCampaignExtras(
  data: SbjsData | undefined,
  search: string,
  lifetimeMonths: number,
): SbjsData | undefined {
  const current = data?.current;
  const packed = getCookie('sbjs_current');
  if (!current || current.id !== undefined || packed === undefined) return data;

  const extras = campaignExtras(search, current.typ === 'utm');
  const suffix = packExtras(extras);
  const decoded = decodeExtras(extras);
  const minutes = sbjsCookieMinutes(lifetimeMonths);
  const options = minutes ? { days: minutes / 1440 } : {};

  setCookie('sbjs_current', packed + suffix, options);
  const next: SbjsData = { ...data, current: { ...current, ...decoded } };
  const first = data?.first;
  if (first && first.id === undefined && getCookie('sbjs_first') === packed) {
    setCookie('sbjs_first', packed + suffix, options);
    next.first = { ...first, ...decoded };
  }
  return next;
}

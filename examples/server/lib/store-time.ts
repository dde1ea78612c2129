/**
 * Time in the shop's zone, Europe/Istanbul: UTC+3 all year (Turkey dropped daylight saving in
 * 2016), so a fixed offset is exact and needs no time-zone database.
 */
export const storeUtcOffsetHours = 3;
const offsetMs = storeUtcOffsetHours * 3600 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar day in Istanbul at `ms`, as a UTC-midnight Date for easy day arithmetic. */
function storeDay(ms: number): Date {
  const local = new Date(ms + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** Unix seconds of 23:59:59 Istanbul time, `days` days after the Istanbul day of `nowMs`. */
export function endOfStoreDay(nowMs: number, days: number): number {
  const day = storeDay(nowMs);
  day.setUTCDate(day.getUTCDate() + days);
  return Math.floor((day.getTime() + 86_399_000 - offsetMs) / 1000);
}

/** The Istanbul day of a unix timestamp as `Y/m/d`: what the deal countdown's data-date carries. */
export function dealDate(unixSeconds: number): string {
  const day = storeDay(unixSeconds * 1000);
  return `${day.getUTCFullYear()}/${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the format of WordPress's *_gmt columns. */
export function gmtDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A `*_gmt` column value as epoch milliseconds. */
export function parseGmt(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}Z`);
}

/** WordPress REST dates: `date` is site-local, `date_gmt` UTC, both as `YYYY-MM-DDTHH:MM:SS`. */
export function restDates(gmt: string): { local: string; gmt: string } {
  const ms = parseGmt(gmt);
  return {
    local: new Date(ms + offsetMs).toISOString().slice(0, 19),
    gmt: new Date(ms).toISOString().slice(0, 19),
  };
}

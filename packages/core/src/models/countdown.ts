/** What a countdown shows. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end is reached (or was already past): every part is then 0. */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left until `endMs`, split into whole days, hours, minutes and seconds. The classic
 * script showed 24−h, 60−m and 60−s; this is the real remaining time. An end in the past is zeros.
 */
export function remainingParts(endMs: number, nowMs: number): CountdownParts {
  // Rounded up: the display reads 00 exactly when the end arrives, not a second early.
  const left = Math.max(0, Math.ceil((endMs - nowMs) / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    done: left === 0,
  };
}

/** Two digits at least: 7 → "07", 123 → "123". */
export function pad2(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}

/**
 * The end of a deal as the product-blocks markup prints it: `data-date="YYYY/MM/DD"` is the
 * sale-end day, counted to local midnight at the start of that day as the classic script did.
 * Returns null for anything that is not a real calendar date.
 */
export function parseDealDate(text: string): Date | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

import { defineProps, IslandError, parseDealDate, prop } from '@firsat/core/island';
import * as v from 'valibot';

/** The four parts of the countdown, in the plugin's order. */
export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

/** One of the four cells, as the server printed it: its wrapper class and its label. */
export interface DealCell {
  className: string;
  label: string;
}

/** The printed cell of each part; null where the markup has none (the island fills it in). */
export type DealCells = Record<Unit, DealCell | null>;

/** The wrapper of a part's counter (`strong.wopb-deals-counter-<unit>`), if printed inside `el`. */
export function cellOf(el: HTMLElement, unit: Unit): HTMLElement | null {
  const wrapper = el.querySelector(`.wopb-deals-counter-${unit}`)?.parentElement;
  return wrapper && wrapper !== el ? wrapper : null;
}

/**
 * Reads each cell's wrapper class and label from the server markup. The island writes the
 * numbers into these cells, so an element with none is an error (the plugin prints all four).
 */
export function readCells(el: HTMLElement): DealCells {
  const cells = {} as DealCells;
  for (const unit of UNITS) {
    const wrapper = cellOf(el, unit);
    cells[unit] = wrapper
      ? {
          className: wrapper.className,
          label: wrapper.querySelector('.wopb-deals-periods')?.textContent?.trim() ?? '',
        }
      : null;
  }
  if (UNITS.every((unit) => cells[unit] === null))
    throw new IslandError('deal-countdown', '.wopb-deals-counter-*', null, 'prints no countdown cells');
  return cells;
}

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? parseDealDate(value) : null;
  if (date && !Number.isNaN(date.getTime())) return date;
  if (typeof value === 'number' || typeof value === 'string') {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  throw new TypeError(`[firsat] deal-countdown: endDate ${JSON.stringify(value)} is not a date`);
}

const dealDate = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const date = parseDealDate(dataset.value);
    if (date) return date;
    addIssue({ message: 'is not a date in the form YYYY/MM/DD' });
    return NEVER;
  }),
);

/** The deal countdown's data-* schema. */
export const dealCountdownProps = defineProps('deal-countdown', {
  endDate: prop.custom('data-date', dealDate, {
    type: 'YYYY/MM/DD',
    required: true,
    doc: 'The sale-end day the plugin prints (`date_on_sale_to`); counted to local midnight of that day. From code: a Date, an ISO string or a timestamp.',
    fromCode: toDate,
  }),
  cells: prop.markup(readCells, {
    type: 'markup',
    doc: 'The four cells the plugin prints (`strong.wopb-deals-counter-<unit>` + `.wopb-deals-periods` label, in a wrapper); at least one is required. A missing one is cloned from a printed one, labelled Gün / Saat / Dakika / Saniye (Days … on English pages).',
  }),
});

export type DealCountdownProps = ReturnType<typeof dealCountdownProps.parse>;

import { defineProps, parseDealDate, prop, t } from '@firsat/core/island';
import * as v from 'valibot';

/** One of the four cells, as the server printed it: its wrapper class and its label. */
export interface DealCell {
  className: string;
  label: string;
}

export interface DealCells {
  days: DealCell;
  hours: DealCell;
  minutes: DealCell;
  seconds: DealCell;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The plugin's own wrapper classes, with labels in the page's language, for cells the markup lacks. */
export function defaultCells(): DealCells {
  return {
    days: { className: 'wopb-deals-date', label: t('countdownDays') },
    hours: { className: 'wopb-deals-hour', label: t('countdownHours') },
    minutes: { className: 'wopb-deals-minute', label: t('countdownMinutes') },
    seconds: { className: 'wopb-deals-seconds', label: t('countdownSeconds') },
  };
}

/** Reads each cell's wrapper class and label from the server markup, so the theme's CSS and texts stay. */
export function readCells(el: HTMLElement): DealCells {
  const cells = defaultCells();
  for (const unit of UNITS) {
    const counter = el.querySelector(`.wopb-deals-counter-${unit}`);
    const wrapper = counter?.parentElement;
    if (!counter || !wrapper || wrapper === el) continue;
    const label = wrapper.querySelector('.wopb-deals-periods')?.textContent?.trim();
    cells[unit] = {
      className: wrapper.className || cells[unit].className,
      label: label || cells[unit].label,
    };
  }
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
    doc: 'Wrapper classes and labels of the four cells (`.wopb-deals-periods`), read from the server markup; defaults Gün / Saat / Dakika / Saniye.',
  }),
});

export type DealCountdownProps = ReturnType<typeof dealCountdownProps.parse>;

import { type BehaviourContext, createCountdown, keepChildren, keepPrinted, pad2 } from '@firsat/core/island';
import { messages } from './messages';
import { cellOf, type DealCountdownProps, UNITS, type Unit } from './props';

/** The plugin's wrapper class and label text of each part, for a cell it did not print. */
const CELL_CLASS: Record<Unit, string> = {
  days: 'wopb-deals-date',
  hours: 'wopb-deals-hour',
  minutes: 'wopb-deals-minute',
  seconds: 'wopb-deals-seconds',
};
const LABEL = {
  days: 'countdownDays',
  hours: 'countdownHours',
  minutes: 'countdownMinutes',
  seconds: 'countdownSeconds',
} as const;

/**
 * A part the plugin did not print: a copy of a printed cell, given the part's wrapper and
 * counter classes and its label, placed in the plugin's order. Removed again on cleanup.
 */
function cloneCell(template: HTMLElement, unit: Unit, previous: HTMLElement | null): HTMLElement {
  const cell = template.cloneNode(true) as HTMLElement;
  cell.className = CELL_CLASS[unit];
  const counter = cell.querySelector('[class*="wopb-deals-counter-"]');
  if (counter) counter.className = `wopb-deals-counter-${unit}`;
  const label = cell.querySelector('.wopb-deals-periods');
  if (label) label.textContent = messages.t(LABEL[unit]);
  if (previous) previous.after(cell);
  else template.before(cell);
  return cell;
}

/**
 * product-blocks' deal countdown (`.wopb-product-deals[data-date]`): writes the days, hours,
 * minutes and seconds left into the cells the server printed, two digits each, every second,
 * stopping at zero. The cells, their classes and labels stay the theme's.
 */
export function bindDealCountdown(
  el: HTMLElement,
  { props, onCleanup }: BehaviourContext<DealCountdownProps>,
): void {
  const template = UNITS.map((unit) => cellOf(el, unit)).find((cell) => cell !== null);
  const counters = {} as Record<Unit, Element | null>;
  let previous: HTMLElement | null = null;
  for (const unit of UNITS) {
    let cell = props.cells[unit] ? cellOf(el, unit) : null;
    if (!cell && template) {
      const clone = cloneCell(template, unit, previous);
      onCleanup(() => clone.remove());
      cell = clone;
    }
    const counter = cell?.querySelector(`.wopb-deals-counter-${unit}`) ?? null;
    if (counter) onCleanup(keepChildren(counter));
    counters[unit] = counter;
    previous = cell ?? previous;
  }

  // A timer that speaks every second is noise; screen readers read it when they reach it.
  onCleanup(keepPrinted([[el, ['role', 'data-state']]]));
  el.setAttribute('role', 'timer');

  const countdown = createCountdown(props.endDate.getTime());
  const render = () => {
    const parts = countdown.getSnapshot();
    for (const unit of UNITS) {
      const counter = counters[unit];
      const text = pad2(parts[unit]);
      if (counter && counter.textContent !== text) counter.textContent = text;
    }
    const state = parts.done ? 'ended' : 'running';
    if (el.getAttribute('data-state') !== state) el.setAttribute('data-state', state);
  };
  onCleanup(countdown.subscribe(render));
  render();
}

/**
 * product-blocks' swatches (`.wopb-variation-swatches[data-attribute_name] > span.wopb-swatch
 * [data-value]`) on a variation form: a click or a key on a row is a choice handed to the form
 * (`choose`: its model decides, no synthetic `change` on the hidden select), and `render` mirrors
 * the select's value and disabled options the form's render wrote (`selected`, `disabled`), shows
 * the chosen name next to the row label (`span.wopb-swatch-label-value`), and keeps each row a
 * keyboard-operable radio group. Everything is written through one `printedWriter(signal)`: on
 * abort the rows are as printed.
 */
import { bindFocusKeys, type PrintedWriter, printedWriter } from '@firsat/core/kit';
import { attributeNameOf } from '../variation';
import { swatchKeys, tabStopIndex } from './swatch-keys';

interface SwatchRow {
  group: HTMLElement;
  select: HTMLSelectElement;
  swatches: HTMLElement[];
  label: HTMLElement | null;
}

export interface SwatchOptions {
  /** A swatch chosen (`''`: its row cleared): the form's model decides, then the form renders. */
  choose(attributeName: string, value: string): void;
  signal: AbortSignal;
}

let labelIds = 0;

function swatchName(swatch: HTMLElement): string {
  return swatch.dataset.name || swatch.textContent?.trim() || swatch.dataset.value || '';
}

function rowLabel(group: HTMLElement, select: HTMLSelectElement): HTMLElement | null {
  const row = group.closest('tr, .wopb-variation-row, li') ?? group.parentElement;
  const byFor = select.id ? row?.querySelector<HTMLElement>(`label[for="${CSS.escape(select.id)}"]`) : null;
  return byFor ?? row?.querySelector<HTMLElement>('.label label, th label, label') ?? null;
}

/** The swatch rows of the form, each with the select it stands for (markup the plugin printed). */
function readRows(form: HTMLElement, selects: readonly HTMLSelectElement[]): SwatchRow[] {
  const rows: SwatchRow[] = [];
  for (const group of form.querySelectorAll<HTMLElement>('.wopb-variation-swatches[data-attribute_name]')) {
    const select = selects.find((s) => attributeNameOf(s) === group.dataset.attribute_name);
    if (!select) continue;
    const swatches = [...group.querySelectorAll<HTMLElement>('.wopb-swatch[data-value]')];
    rows.push({ group, select, swatches, label: rowLabel(group, select) });
  }
  return rows;
}

const isDisabled = (row: SwatchRow, swatch: HTMLElement) => {
  const option = [...row.select.options].find((o) => o.value === swatch.dataset.value);
  return !option || option.disabled;
};

/**
 * The row label's `: <chosen name>`: in the span the plugin printed, or in one made at the first
 * choice (removed on abort); hidden and empty while nothing is chosen.
 */
function labelValue(label: HTMLElement, write: PrintedWriter, signal: AbortSignal): (text: string) => void {
  let value = label.querySelector<HTMLElement>('.wopb-swatch-label-value');
  return (text) => {
    if (!value && text) {
      value = label.appendChild(document.createElement('span'));
      value.className = 'wopb-swatch-label-value';
      signal.addEventListener('abort', () => value?.remove());
    }
    write.text(value, text);
    write.hidden(value, !text);
  };
}

/** Binds the swatch rows; returns their render (call it after the form wrote its selects). */
export function bindSwatches(
  form: HTMLElement,
  selects: readonly HTMLSelectElement[],
  { choose, signal }: SwatchOptions,
): () => void {
  const rows = readRows(form, selects);
  const write = printedWriter(signal);
  const labels = rows.map(({ label }) => label && labelValue(label, write, signal));
  for (const { group, swatches, label } of rows) {
    write.attr(group, 'role', 'radiogroup');
    if (label) {
      if (!label.id) write.attr(label, 'id', `firsat-swatch-label-${++labelIds}`);
      write.attr(group, 'aria-labelledby', label.id);
    }
    for (const swatch of swatches) {
      write.attr(swatch, 'role', 'radio');
      if (!swatch.textContent?.trim()) write.attr(swatch, 'aria-label', swatchName(swatch));
    }
  }

  const pick = (row: SwatchRow, swatch: HTMLElement, toggle: boolean) => {
    if (isDisabled(row, swatch)) return;
    const value = swatch.dataset.value ?? '';
    const next = toggle && row.select.value === value ? '' : value;
    if (next !== row.select.value) choose(attributeNameOf(row.select), next);
  };
  const rowOf = (event: Event) => {
    const swatch = (event.target as Element).closest<HTMLElement>('.wopb-swatch[data-value]');
    const row = rows.find((r) => swatch && r.swatches.includes(swatch));
    return row && swatch ? ([row, swatch] as const) : null;
  };
  form.addEventListener(
    'click',
    (event) => {
      const hit = rowOf(event);
      if (!hit) return;
      event.preventDefault();
      pick(...hit, true);
    },
    { signal },
  );
  form.addEventListener(
    'keydown',
    (event) => {
      const hit = rowOf(event);
      if (!hit || (event.key !== ' ' && event.key !== 'Enter')) return;
      event.preventDefault();
      pick(...hit, false);
    },
    { signal },
  );

  const render = () => {
    rows.forEach((row, at) => {
      const { select, swatches } = row;
      const selected = swatches.map((s) => s.dataset.value === select.value && select.value !== '');
      const disabled = swatches.map((s) => isDisabled(row, s));
      const stop = tabStopIndex(selected, disabled);
      swatches.forEach((swatch, index) => {
        const on = Boolean(selected[index]);
        const off = Boolean(disabled[index]);
        write.toggleClass(swatch, 'selected', on);
        write.toggleClass(swatch, 'disabled', off);
        write.attr(swatch, 'aria-checked', String(on));
        write.attr(swatch, 'aria-disabled', String(off));
        write.attr(swatch, 'tabindex', index === stop ? '0' : '-1');
      });
      const chosen = swatches[selected.indexOf(true)];
      labels[at]?.(chosen ? `: ${swatchName(chosen)}` : '');
    });
  };
  render();
  // Arrows, Home and End: the focus moves to an enabled swatch of the row and chooses it (the
  // form's render then renders the row, which gives the chosen swatch the tab stop: tabStopIndex).
  for (const row of rows) {
    bindFocusKeys(row.group, {
      items: () => row.swatches,
      ...swatchKeys,
      disabled: (swatch) => isDisabled(row, swatch),
      onMove: (_index, swatch) => pick(row, swatch, false),
      signal,
    });
  }
  return render;
}

/**
 * product-blocks' swatches (`.wopb-variation-swatches[data-attribute_name] > span.wopb-swatch
 * [data-value]`) on a variation form: each row drives its hidden select (a click sets the value
 * and fires `change`, the form does the rest), mirrors the select's value and disabled options
 * (`selected`, `disabled`), shows the chosen name next to the row label
 * (`span.wopb-swatch-label-value`), and is a keyboard-operable radio group.
 */
import { keepPrinted } from '@firsat/core/island';
import { bindFocusKeys } from '@firsat/core/kit';
import { attributeNameOf } from '../variation';
import { swatchKeys, tabStopIndex } from './swatch-keys';

interface SwatchRow {
  group: HTMLElement;
  select: HTMLSelectElement;
  swatches: HTMLElement[];
  label: HTMLElement | null;
}

export interface SwatchBinding {
  /** Mirrors the selects' values and disabled options onto the swatches. */
  sync(): void;
  destroy(): void;
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

function setValue(select: HTMLSelectElement, value: string) {
  if (select.value === value) return;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function bindSwatches(form: HTMLElement, selects: readonly HTMLSelectElement[]): SwatchBinding {
  const rows: SwatchRow[] = [];
  for (const group of form.querySelectorAll<HTMLElement>('.wopb-variation-swatches[data-attribute_name]')) {
    const select = selects.find((s) => attributeNameOf(s) === group.dataset.attribute_name);
    if (!select) continue;
    const swatches = [...group.querySelectorAll<HTMLElement>('.wopb-swatch[data-value]')];
    rows.push({ group, select, swatches, label: rowLabel(group, select) });
  }
  // What destroy() puts back: the rows' ARIA, classes and tab stops, the labels' ids and values.
  const restorePrinted = keepPrinted(
    rows.flatMap(({ group, swatches, label }) => [
      [group, ['role', 'aria-labelledby']] as const,
      [label, ['id']] as const,
      ...swatches.map(
        (swatch) =>
          [swatch, ['role', 'aria-label', 'class', 'aria-checked', 'aria-disabled', 'tabindex']] as const,
      ),
    ]),
  );
  const printedValues = rows.map(({ label }) => {
    const value = label?.querySelector('.wopb-swatch-label-value');
    return { label, value, text: value?.textContent ?? '' };
  });
  for (const { group, swatches, label } of rows) {
    group.setAttribute('role', 'radiogroup');
    if (label) {
      label.id ||= `firsat-swatch-label-${++labelIds}`;
      group.setAttribute('aria-labelledby', label.id);
    }
    for (const swatch of swatches) {
      swatch.setAttribute('role', 'radio');
      if (!swatch.textContent?.trim()) swatch.setAttribute('aria-label', swatchName(swatch));
    }
  }

  const isDisabled = (row: SwatchRow, swatch: HTMLElement) => {
    const option = [...row.select.options].find((o) => o.value === swatch.dataset.value);
    return !option || option.disabled;
  };

  const choose = (row: SwatchRow, swatch: HTMLElement, toggle: boolean) => {
    if (isDisabled(row, swatch)) return;
    const value = swatch.dataset.value ?? '';
    setValue(row.select, toggle && row.select.value === value ? '' : value);
  };

  const onClick = (event: MouseEvent) => {
    const swatch = (event.target as Element).closest<HTMLElement>('.wopb-swatch[data-value]');
    const row = rows.find((r) => swatch && r.swatches.includes(swatch));
    if (!row || !swatch) return;
    event.preventDefault();
    choose(row, swatch, true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const swatch = (event.target as Element).closest<HTMLElement>('.wopb-swatch[data-value]');
    const row = rows.find((r) => swatch && r.swatches.includes(swatch));
    if (!row || !swatch) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(row, swatch, false);
    }
  };

  const sync = () => {
    for (const row of rows) {
      const selected = row.swatches.map(
        (s) => s.dataset.value === row.select.value && row.select.value !== '',
      );
      const disabled = row.swatches.map((s) => isDisabled(row, s));
      const stop = tabStopIndex(selected, disabled);
      row.swatches.forEach((swatch, index) => {
        swatch.classList.toggle('selected', Boolean(selected[index]));
        swatch.classList.toggle('disabled', Boolean(disabled[index]));
        swatch.setAttribute('aria-checked', String(Boolean(selected[index])));
        swatch.setAttribute('aria-disabled', String(Boolean(disabled[index])));
        swatch.tabIndex = index === stop ? 0 : -1;
      });
      if (row.label) {
        let value = row.label.querySelector<HTMLElement>('.wopb-swatch-label-value');
        const chosen = row.swatches[selected.indexOf(true)];
        if (chosen) {
          if (!value) {
            value = document.createElement('span');
            value.className = 'wopb-swatch-label-value';
            row.label.append(value);
          }
          value.textContent = `: ${swatchName(chosen)}`;
        } else value?.remove();
      }
    }
  };

  form.addEventListener('click', onClick);
  form.addEventListener('keydown', onKeyDown);
  sync();
  // Arrows, Home and End: the focus moves to an enabled swatch of the row and chooses it (the
  // form's render then syncs the row, which gives the chosen swatch the tab stop: tabStopIndex).
  const keys = new AbortController();
  for (const row of rows) {
    bindFocusKeys(row.group, {
      items: () => row.swatches,
      ...swatchKeys,
      disabled: (swatch) => isDisabled(row, swatch),
      onMove: (_index, swatch) => choose(row, swatch, false),
      signal: keys.signal,
    });
  }
  return {
    sync,
    destroy() {
      form.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKeyDown);
      keys.abort();
      for (const { label, value, text } of printedValues) {
        const now = label?.querySelector('.wopb-swatch-label-value');
        if (now && now !== value) now.remove();
        if (value) {
          value.textContent = text;
          if (!value.isConnected) label?.append(value);
        }
      }
      restorePrinted();
    },
  };
}

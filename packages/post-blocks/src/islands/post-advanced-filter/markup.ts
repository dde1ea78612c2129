import type { FilterButton, FilterSelect } from './model';

/** A printed dropdown (`div.ultp-filter-select`). */
export interface SelectControl {
  el: HTMLElement;
  type: string;
  /** `.ultp-filter-select-field`: the press that opens it */
  field: HTMLElement | null;
  /** `.ultp-filter-select-field-selected`: the chosen option's name */
  text: HTMLElement | null;
  icon: HTMLElement | null;
  /** `ul.ultp-filter-select-options` */
  list: HTMLElement | null;
  options: HTMLLIElement[];
  /** `input.ultp-filter-select-search` inside the list */
  search: HTMLInputElement | null;
}

/** The filter's printed controls (post-blocks.md §3 "Controls"). */
export interface FilterControls {
  selects: SelectControl[];
  buttons: HTMLElement[];
  search: HTMLInputElement | null;
  searchIcon: HTMLElement | null;
  /** `.ultp-filter-clear-button` (a `div` around `button.ultp-clear-button`) */
  clear: HTMLElement | null;
  /** `.ultp-filter-clear-template`: cloned into each chip */
  template: HTMLElement | null;
}

export function readControls(el: HTMLElement): FilterControls {
  return {
    selects: [...el.querySelectorAll<HTMLElement>('.ultp-filter-select')].map((select) => ({
      el: select,
      type: select.getAttribute('data-type') ?? '',
      field: select.querySelector<HTMLElement>('.ultp-filter-select-field'),
      text: select.querySelector<HTMLElement>('.ultp-filter-select-field-selected'),
      icon: select.querySelector<HTMLElement>('.ultp-filter-select-field-icon'),
      list: select.querySelector<HTMLElement>('.ultp-filter-select-options'),
      options: [...select.querySelectorAll<HTMLLIElement>('.ultp-filter-select-options li')],
      search: select.querySelector<HTMLInputElement>('input.ultp-filter-select-search'),
    })),
    buttons: [...el.querySelectorAll<HTMLElement>('.ultp-filter-button')],
    search: el.querySelector<HTMLInputElement>('.ultp-filter-search input'),
    searchIcon: el.querySelector<HTMLElement>('.ultp-filter-search-icon, .ultp-filter-search-input-icon'),
    clear: el.querySelector<HTMLElement>('.ultp-filter-clear-button'),
    template: el.querySelector<HTMLElement>('.ultp-filter-clear-template'),
  };
}

/** A button's state as printed. */
export const buttonOf = (button: HTMLElement): FilterButton => ({
  type: button.getAttribute('data-type') ?? '',
  selected: button.getAttribute('data-selected') ?? '',
  active: button.getAttribute('data-is-active') === 'true',
  multi: button.parentElement?.getAttribute('data-multiselect') === 'true',
  tax: button.getAttribute('data-tax') ?? '',
});

/** A dropdown's state as it stands (`data-selected`, the chosen option's `data-tax`). */
export function selectOf(select: SelectControl): FilterSelect {
  const selected = select.el.getAttribute('data-selected') ?? '';
  const option = select.options.find((li) => li.getAttribute('data-id') === selected);
  return { type: select.type, selected, tax: option?.getAttribute('data-tax') ?? '' };
}

/** An option's name, as the plugin shows it in the field and the chip. */
export const optionName = (li: Element): string => li.textContent?.trim() ?? '';

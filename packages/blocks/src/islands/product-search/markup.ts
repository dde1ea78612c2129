import { IslandError } from '@firsat/core/island';

/** The parts of the plugin's search block the island works with. */
export interface SearchMarkup {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** `div.wopb-search-result`: where the results popup goes */
  results: HTMLElement;
  /** `.wopb-selected-text`: its `value` is the chosen category's slug ('' = all) */
  category: HTMLElement | null;
  /** the category list's items, `li[value]` */
  categoryItems: HTMLElement[];
  /** `.wopb-search-icon` */
  icon: HTMLElement | null;
  /** `.wopb-loader-container` (the plugin spins it with `wopb-spin-loader`) */
  loader: HTMLElement | null;
  /** `.wopb-clear` */
  clear: HTMLElement | null;
  /** the form's `data-redirect` (the home URL), when redirect on submit is on */
  redirect: string | null;
  /** the last `-` segment of the id of the closest `.widget_block` ('' outside a widget) */
  widgetBlockId: string;
}

function required<T extends Element>(el: HTMLElement, selector: string): T {
  const found = el.querySelector<T>(selector);
  if (!found) throw new IslandError('product-search', selector, null, 'is required inside the block');
  return found;
}

/** Reads the search block (Product_Search::content) from the plugin's markup. */
export function readSearchBlock(el: HTMLElement): SearchMarkup {
  const form = required<HTMLFormElement>(el, '.wopb-search-section form');
  const widgetId = el.closest('.widget_block')?.id ?? '';
  return {
    form,
    input: required<HTMLInputElement>(form, 'input.wopb-search-input'),
    results: required<HTMLElement>(el, '.wopb-search-result'),
    category: form.querySelector<HTMLElement>('.wopb-selected-text'),
    categoryItems: [...form.querySelectorAll<HTMLElement>('.wopb-select-items li[value]')],
    icon: form.querySelector<HTMLElement>('.wopb-search-icon'),
    loader: form.querySelector<HTMLElement>('.wopb-loader-container'),
    clear: form.querySelector<HTMLElement>('.wopb-clear'),
    redirect: form.getAttribute('data-redirect'),
    widgetBlockId: widgetId ? (widgetId.split('-').pop() ?? '') : '',
  };
}

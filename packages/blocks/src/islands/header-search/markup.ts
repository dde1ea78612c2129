import type { HeaderPanelParts } from '../../shared/header-panel';

/** The search overlay's parts inside `.site-header-search`. */
export const SEARCH_PARTS: HeaderPanelParts = {
  toggle: '.search-toggle',
  box: '.search-overlay-box',
  title: '.search-overlay-title',
  close: '.search-overlay-close',
};

/** The field focused when the overlay opens: the product search block's input, else any search field. */
export const SEARCH_FIELD = 'input.wopb-search-input, input[type="search"], input[name="s"]';

/** The overlay's search field, if it has one. */
export const searchFieldOf = (box: HTMLElement): HTMLInputElement | null =>
  box.querySelector<HTMLInputElement>(SEARCH_FIELD);

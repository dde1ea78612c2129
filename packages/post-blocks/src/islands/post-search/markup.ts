import { IslandError } from '@firsat/core/island';

/** The parts of the printed search block the island works with (Advanced_Search::content). */
export interface SearchMarkup {
  /** `input.ultp-searchres-input` (in the canvas for the popup layouts) */
  input: HTMLInputElement;
  /** `.ultp-searchform-content`: the inline results go under it */
  form: HTMLElement;
  /** `.ultp-search-clear` (gets `active` from 3 characters on) */
  clear: HTMLElement | null;
  /** the form's `.ultp-search-button` */
  button: HTMLElement | null;
  /** popup layouts: `.ultp-searchpopup-icon`, which opens the canvas */
  popupIcon: HTMLElement | null;
  /** popup layouts: `.ultp-search-canvas` (heading, form, close icon) */
  canvas: HTMLElement | null;
  /** popup layouts: `.ultp-popupclose-icon` */
  closeIcon: HTMLElement | null;
}

/** Reads the search block; the input is required (inline, or inside the popup's canvas). */
export function readSearchMarkup(el: HTMLElement): SearchMarkup {
  const input = el.querySelector<HTMLInputElement>('input.ultp-searchres-input');
  const form = input?.closest<HTMLElement>('.ultp-searchform-content');
  if (!input || !form)
    throw new IslandError(
      'post-search',
      'input.ultp-searchres-input',
      null,
      'is required in .ultp-searchform-content',
    );
  const canvas = el.querySelector<HTMLElement>('.ultp-search-canvas');
  return {
    input,
    form,
    clear: form.querySelector<HTMLElement>('.ultp-search-clear'),
    button: form.querySelector<HTMLElement>('.ultp-search-button'),
    popupIcon: el.querySelector<HTMLElement>('.ultp-searchpopup-icon'),
    canvas,
    closeIcon: canvas?.querySelector<HTMLElement>('.ultp-popupclose-icon') ?? null,
  };
}

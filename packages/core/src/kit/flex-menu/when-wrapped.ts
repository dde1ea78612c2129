import { debounce } from '../debounce/index';
import type { FlexMenuOptions } from './flex-menu';
import { FLEX_MENU_DEFAULTS } from './model';

/** Whether the list's items sit on more than one line. */
function rowWraps(list: HTMLElement): boolean {
  const items = [...list.children].filter((child): child is HTMLElement => child.tagName === 'LI');
  const first = items[0];
  const last = items.at(-1);
  return !!first && !!last && last.offsetTop > first.offsetTop;
}

/**
 * `flexMenu` for a page that may never need it: while the row fits (a wide window) only this
 * check runs, 200 ms after each resize; the menu's code (the disclosure, the button's texts) is
 * downloaded and started the first time the row wraps, and from then on it lays the row out
 * itself. A row of `threshold` items or fewer never collapses, so it never loads. Resolves when
 * the menu started (or never, if the row never wraps before the signal ends).
 */
export function flexMenuWhenWrapped(list: HTMLElement, options: FlexMenuOptions): Promise<void> {
  const { signal } = options;
  const threshold = options.threshold ?? FLEX_MENU_DEFAULTS.threshold;
  const count = [...list.children].filter((child) => child.tagName === 'LI').length;
  return new Promise((resolve) => {
    if (count <= threshold || signal.aborted) return;
    const watching = new AbortController();
    signal.addEventListener('abort', () => watching.abort(), { once: true });
    const start = () => {
      watching.abort();
      void import('./flex-menu').then(({ flexMenu }) => {
        if (signal.aborted) return;
        flexMenu(list, options);
        resolve();
      });
    };
    if (rowWraps(list)) {
      start();
      return;
    }
    const check = debounce(
      () => {
        if (rowWraps(list)) start();
      },
      FLEX_MENU_DEFAULTS.resizeDelay,
      watching.signal,
    );
    list.ownerDocument.defaultView?.addEventListener('resize', () => check(), { signal: watching.signal });
  });
}

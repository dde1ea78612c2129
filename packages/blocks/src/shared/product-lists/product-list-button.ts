import { asButton, printedWriter } from '@firsat/core/kit';
import {
  type ListState,
  listCount,
  listState,
  type ProductListName,
  startListSync,
} from './product-list-state';

/** How a printed product-list control is bound (a card's button, a nav item, a menu block). */
export interface ListButtonOptions {
  list: ProductListName;
  /** The product it adds (null: a nav item or menu block). */
  postId: number | null;
  /** The class on every button of a product in the list (`wopb-compare-active`). */
  activeClass: string;
  /** Its accessible name for the list's state (null: its printed text names it). */
  label: (state: { active: boolean; count: number }) => string | null;
  /** It opens a dialog (`aria-haspopup`). */
  opensDialog: boolean;
  /** The count badges inside it (`.wopb-compare-count`, `.wopb-menu-compare-count`). */
  counts: string;
  /** A press (the printed link's own action prevented): loads the island's code and runs it. */
  press: () => Promise<unknown>;
  /** Names the island in the console when its code could not be fetched. */
  island: string;
  signal: AbortSignal;
}

/**
 * A printed product-list control made a keyboard button (the kit's `asButton`: the plugin prints
 * divs, spans and links without href) that follows the list: the active class while its product
 * is in the list, the count in its badges, its name. Nothing is written before the list is known
 * (its cookie, or a reply); the abort gives the markup back as printed.
 */
export function bindListButton(el: HTMLElement, options: ListButtonOptions): void {
  const { list, postId, activeClass, signal } = options;
  startListSync();
  asButton(el, null, signal);
  const write = printedWriter(signal);
  if (options.opensDialog) write.attr(el, 'aria-haspopup', 'dialog');
  const badges = [...el.querySelectorAll(options.counts)];
  const count = listCount(list);
  const state = listState(list);
  const render = ({ ids }: ListState) => {
    const active = ids !== null && postId !== null ? ids.has(postId) : el.classList.contains(activeClass);
    if (ids !== null && postId !== null) write.toggleClass(el, activeClass, active);
    const total = count.get();
    if (ids !== null) for (const badge of badges) write.text(badge, String(total));
    write.attr(
      el,
      'aria-label',
      options.label({ active, count: ids !== null ? total : Number(badges[0]?.textContent ?? 0) || 0 }),
    );
  };
  render(state.getSnapshot());
  const stopState = state.subscribe(() => render(state.getSnapshot()));
  const stopCount = count.listen(() => render(state.getSnapshot()));
  signal.addEventListener(
    'abort',
    () => {
      stopState();
      stopCount();
    },
    { once: true },
  );
  el.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      options.press().catch((error: unknown) => {
        // The code could not be fetched (offline): the button stays; a press tries again.
        console.error(`[firsat] ${options.island}: the list could not be opened`, error);
      });
    },
    { signal },
  );
}

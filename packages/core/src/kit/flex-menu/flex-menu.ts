import { keepChildren } from '../../behaviour/index';
import { t } from '../../i18n/index';
import { debounce } from '../debounce/index';
import { disclosure } from '../disclosure/index';
import { FLEX_MENU_DEFAULTS, type FlexMenuPlan, planFlexMenu } from './model';

export interface FlexMenuOptions {
  /** Ends it: the list's printed children are back, the "more" item gone. */
  signal: AbortSignal;
  /** The button's text when some items stay in the row; default the list's `data-name`, else "Diğer menü öğeleri". */
  label?: string;
  threshold?: number;
  cutoff?: number;
  /** Told after each layout (tests, and islands that mark the button when the active item is inside). */
  onLayout?: (plan: FlexMenuPlan) => void;
}

/**
 * The classic `flexMenu()` on a printed list (`ul.wopb-flex-menu`, `ul.ultp-flex-menu`): the
 * items that would wrap to a second line move, from the end, into a popup behind a "more" button
 * (the plugin's `li.flexMenu-viewMore` / `ul.flexMenu-popup` class names, so a theme's CSS
 * applies), re-laid 200 ms after a resize. Unlike the classic link, the control is a button with
 * `aria-expanded` (the kit's disclosure: Escape and an outside press close it, focus comes back);
 * picking an item or tabbing out of it closes it.
 */
export function flexMenu(list: HTMLElement, options: FlexMenuOptions): void {
  const { signal } = options;
  const doc = list.ownerDocument;
  const items = [...list.children].filter((child): child is HTMLElement => child.tagName === 'LI');
  const restore = keepChildren(list);
  const more = doc.createElement('li');
  more.className = 'flexMenu-viewMore';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'flexMenu-viewMore-button';
  const popup = doc.createElement(list.tagName === 'OL' ? 'ol' : 'ul');
  popup.className = 'flexMenu-popup';
  popup.hidden = true;
  more.append(button, popup);
  // Below the button, from its start; from its end when that would leave the window.
  const place = (open: boolean) => {
    if (!open) return;
    popup.classList.remove('flexMenu-popup-end');
    if (popup.getBoundingClientRect().right > doc.documentElement.clientWidth)
      popup.classList.add('flexMenu-popup-end');
  };
  const menu = disclosure(button, popup, { signal, onChange: place });

  /** Puts the first `inRow` items in the row and the rest, with the button, in the popup. */
  const arrange = (inRow: number, withButton: boolean) => {
    if (!withButton) {
      restore(); // the whole row: the printed children as they were (text nodes included)
      return;
    }
    list.append(...items.slice(0, inRow));
    popup.append(...items.slice(inRow));
    list.append(more);
  };
  const wrapsWith = (inRow: number, withButton: boolean) => {
    arrange(inRow, withButton);
    const first = inRow > 0 ? items[0] : more;
    const last = withButton ? more : items[inRow - 1];
    return !!first && !!last && last.offsetTop > first.offsetTop;
  };
  const layout = () => {
    if (signal.aborted) return;
    const wasOpen = menu.isOpen;
    menu.close();
    const plan = planFlexMenu(items.length, wrapsWith, options);
    const collapsed = plan.inRow < items.length;
    arrange(plan.inRow, collapsed);
    more.classList.toggle('flexMenu-allInPopup', plan.allInPopup);
    button.textContent = plan.allInPopup
      ? t('menu')
      : (options.label ?? list.dataset.name ?? t('moreMenuItems'));
    if (collapsed && wasOpen) menu.open();
    options.onLayout?.(plan);
  };

  const on = { signal };
  // A pick closes it (the island that owns the links acts on the click as before).
  popup.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('a, button')) menu.close();
    },
    on,
  );
  more.addEventListener(
    'focusout',
    (event) => {
      if (!more.contains(event.relatedTarget as Node | null)) menu.close();
    },
    on,
  );
  const relayout = debounce(layout, FLEX_MENU_DEFAULTS.resizeDelay, signal);
  doc.defaultView?.addEventListener('resize', () => relayout(), on);
  signal.addEventListener('abort', restore, { once: true });
  layout();
}

import { logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import {
  asButton,
  bindFocusList,
  createLatest,
  disclosure,
  focusListTarget,
  printedWriter,
} from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { $currency, setCurrency } from '@firsat/core/stores';
import { itemCode, offeredItems, readSwitcher } from './markup';
import { messages } from './messages';
import { canChoose, NOTE_KEY, owedAnnouncement } from './model';
import type { CurrencySwitcherProps } from './props';

/** What the page does once the server kept a choice: it comes back with the server's prices. */
export const page = {
  reload: (): void => window.location.reload(),
};

/**
 * Told on the switcher before the reload (bubbles, cancelable, `detail.code`): a page that
 * shows prices some other way, or a story, may take over and cancel the reload.
 */
export const SAVED_EVENT = 'firsat:currency-saved';

/** The one-shot note across the reload (sessionStorage may refuse: private mode, then no note). */
const note = {
  take(): string | null {
    try {
      const value = sessionStorage.getItem(NOTE_KEY);
      sessionStorage.removeItem(NOTE_KEY);
      return value;
    } catch {
      return null;
    }
  },
  leave(code: string): void {
    try {
      sessionStorage.setItem(NOTE_KEY, code);
    } catch {
      // no note: the page still comes back in the new currency, unannounced
    }
  },
};

/**
 * The currency switcher (`.wopb-currency-switcher-container`, product-blocks.md §12). The printed
 * `.wopb-selected-currency-container` becomes a button (`aria-haspopup="listbox"`, expanded or
 * not) over the list (`role="listbox"`, its `li[value]` options), opened by a click, Enter, Space
 * or the arrows; in it the arrows, Home and End move, Enter, Space or a click chooses, Escape,
 * Tab away or a press outside closes (focus back on the button when it was in the list). The
 * plugin's `open` class shows it. A choice sends `wopb_current_currency_save` with the block in
 * `wopb-block-loading`, then reloads the page, which the server prints in the new currency; the
 * next page announces it (a one-shot sessionStorage note). A failure (SPEC §8, logged with its
 * status) leaves the page as it was, without the loading class, with a visible message.
 */
export function bindCurrencySwitcher(
  container: HTMLElement,
  { props: { selected, currencies }, signal, onCleanup }: BehaviourContext<CurrencySwitcherProps>,
): void {
  const before = $currency.get().code;
  setCurrency({ code: selected });
  onCleanup(() => setCurrency({ code: before }));

  const owed = owedAnnouncement(note.take(), selected);
  if (owed) announce(messages.t('currencyChosen', { code: owed }));

  const { trigger, panel, list, block } = readSwitcher(container);
  // One currency: the plugin prints no list and no arrow, nothing to bind.
  if (!trigger || !panel || !list) return;

  const write = printedWriter(signal);
  const options = () => offeredItems(container);
  const menu = disclosure(trigger, panel, {
    signal,
    openClass: [container, 'open'],
    onChange: (open) => {
      if (open) options()[0]?.focus();
    },
  });
  // The printed inline display:none gives way to the `open` class (the stylesheet hides the box without it).
  write.attr(panel, 'style', null);
  asButton(trigger, messages.t('currencyButton', { code: selected }), signal);
  write.attr(trigger, 'aria-haspopup', 'listbox');
  write.attr(list, 'role', 'listbox');
  write.attr(list, 'aria-label', messages.t('currencyList'));
  for (const item of options()) {
    write.attr(item, 'role', 'option');
    write.attr(item, 'aria-selected', 'false');
  }
  // The current currency's item is not offered: out of the listbox's tree too (only options in a listbox).
  for (const item of list.querySelectorAll<HTMLElement>(':scope > li.hide-currency'))
    write.attr(item, 'hidden', '');
  const keys = bindFocusList(list, { mode: 'roving', items: options, signal });

  let message: HTMLElement | null = null;
  const clearMessage = () => {
    message?.remove();
    message = null;
  };
  onCleanup(clearMessage);
  const showFailure = () => {
    clearMessage();
    message = container.ownerDocument.createElement('p');
    message.className = 'wopb-currency-switcher-error';
    message.setAttribute('role', 'alert');
    message.textContent = messages.t('currencyFailed');
    container.after(message);
  };

  const saving = createLatest<void>({ signal });
  const loading = (on: boolean) => {
    write.toggleClass(block, 'wopb-block-loading', on);
    write.attr(trigger, 'aria-busy', on ? 'true' : null);
  };
  const choose = async (code: string) => {
    if (!canChoose(code, currencies, saving.getSnapshot().pending)) return;
    menu.close();
    trigger.focus();
    clearMessage();
    loading(true);
    // The request's code (the client, the nonce renewal) is fetched with the first choice only.
    const outcome = await saving.run(async (call) => (await import('./client')).saveCurrency(code, call));
    if (outcome.status === 'stale') return;
    if (outcome.status === 'data') {
      note.leave(code);
      const saved = new CustomEvent(SAVED_EVENT, { bubbles: true, cancelable: true, detail: { code } });
      if (container.dispatchEvent(saved)) page.reload();
      return;
    }
    logBlockFailure(outcome.error);
    loading(false);
    showFailure();
  };

  const on = { signal };
  // The button's arrows open the list on its first (down) or last (up) option, by the list's own rule.
  trigger.addEventListener(
    'keydown',
    (event) => {
      const at = focusListTarget(event.key, -1, options().length, {
        orientation: 'vertical',
        homeEnd: false,
      });
      if (at === null) return;
      event.preventDefault();
      menu.open();
      keys.move(at);
    },
    on,
  );
  list.addEventListener(
    'click',
    (event) => {
      const item = (event.target as Element | null)?.closest?.('li');
      const code = item && list.contains(item) ? itemCode(item) : null;
      if (code) void choose(code);
    },
    on,
  );
  list.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const item = (event.target as Element | null)?.closest?.('li');
      const code = item && list.contains(item) ? itemCode(item) : null;
      if (!code) return;
      event.preventDefault();
      void choose(code);
    },
    on,
  );
  container.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget as Node | null;
      if (menu.isOpen && next && !container.contains(next)) menu.close('outside');
    },
    on,
  );
}

import { insertHtml } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import {
  asButton,
  bindFocusList,
  createLatest,
  debounce,
  inertOutside,
  plural,
  printedWriter,
  tabbables,
  toast,
} from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { type FooterModal, openFooterModal } from '../../shared/footer-modal';
import {
  listState,
  markProcessing,
  noteList,
  postIdOf,
  printedListIds,
  productNameNear,
  speakCount,
} from '../../shared/product-lists';
import { searchCompareProducts, sendCompare } from './client';
import {
  CLEAR,
  COMPARE_ACTIVE,
  cellProductId,
  LETS_COMPARE,
  MODAL_CONTROLS,
  OPEN_PICKER,
  PICKER,
  PICKER_ADD,
  PICKER_BOX,
  PICKER_CLOSE,
  PICKER_LIST,
  PICKER_SEARCH,
  productCells,
  QUANTITY,
  REMOVE,
  TABLE_ADD_TO_CART,
  WRAPPER,
} from './markup';
import { messages } from './messages';
import {
  type CompareReply,
  type CompareType,
  comparePayload,
  compareQuantity,
  compareShow,
  pickerSearches,
} from './model';
import type { CompareProps } from './props';

/** Where a redirect goes (tests replace it). */
export const compareNavigation = { assign: (url: string) => window.location.assign(url) };

/** How the modal is dressed: a button's `data-*`. */
type ModalLook = Pick<CompareProps, 'wrapperClass' | 'openAnimation' | 'closeAnimation' | 'loader'>;

/** The ids the list has after `type` on `postId`, for when the cookie cannot be read. */
function idsAfter(type: CompareType, postId: number | null): number[] | null {
  const ids = listState('compare').getSnapshot().ids ?? printedListIds(`.wopb-compare-btn.${COMPARE_ACTIVE}`);
  if (type === 'clear') return [];
  if (postId === null) return [...ids];
  const next = new Set(ids);
  if (type === 'add') next.add(postId);
  if (type === 'remove') next.delete(postId);
  return [...next];
}

/** Sends one compare action and takes the list as the reply leaves it; null when it failed (logged). */
async function send(
  postId: number | null,
  type: CompareType,
  addedAction: string,
  signal?: AbortSignal,
): Promise<CompareReply | null> {
  try {
    const reply = await sendCompare(comparePayload(postId, type, addedAction), signal);
    speakCount('compare', (count) =>
      messages.t(plural(count, { one: 'countOne', other: 'countOther' }), { count }),
    );
    noteList('compare', { ids: idsAfter(type, postId), count: reply.count ?? undefined });
    return reply;
  } catch (error) {
    // SPEC §8: 'Error occured.please try again' and the status in the console, no message.
    logBlockFailure(error);
    return null;
  }
}

/**
 * A press on a compare control (compare.js): `redirect` goes to the compare page; the "message"
 * setting adds and shows a notice (the kit's toast, closing after 5 s) with a button that opens the
 * list; the "redirect" setting adds, then goes; anything else opens the footer modal with the
 * loader and shows the reply (the table, the sidebar), where its own controls work (wireModal).
 */
export async function runCompare(
  trigger: HTMLElement,
  props: CompareProps,
  signal: AbortSignal,
): Promise<void> {
  const postId = postIdOf(props.postId);
  if (props.action === 'redirect') {
    if (props.redirect) compareNavigation.assign(props.redirect);
    return;
  }
  const type: CompareType = props.action;
  if (props.addedAction === 'redirect') {
    const reply = await send(postId, type, props.addedAction, signal);
    if (reply && props.redirect) compareNavigation.assign(props.redirect);
    return;
  }
  if (props.addedAction === 'message' && type === 'add') {
    if (!(await send(postId, type, 'message', signal))) return;
    const name = productNameNear(trigger);
    toast(name ? messages.t('addedNotice', { name }) : messages.t('addedNoticeNoName'), {
      tone: 'success',
      action: {
        label: messages.t('viewList'),
        run: () =>
          void openCompareModal(
            trigger,
            { type: 'nav_popup', postId: null, addedAction: 'nav_popup' },
            props,
            signal,
          ),
      },
    });
    return;
  }
  await openCompareModal(trigger, { type, postId, addedAction: props.addedAction || 'popup' }, props, signal);
}

/** Opens the footer modal for one compare request and wires its reply. */
async function openCompareModal(
  trigger: HTMLElement,
  ask: { type: CompareType; postId: number | null; addedAction: string },
  look: ModalLook,
  signal: AbortSignal,
): Promise<void> {
  const modal = openFooterModal({
    trigger,
    label: messages.t('dialogLabel'),
    wrapperClass: look.wrapperClass,
    openAnimation: look.openAnimation,
    closeAnimation: look.closeAnimation,
    loader: look.loader,
    signal,
  });
  if (!modal) {
    // A theme without the footer modal: the list still changes (the counts and buttons follow).
    await send(ask.postId, ask.type, ask.addedAction, signal);
    return;
  }
  modal.loading(true);
  const reply = await send(ask.postId, ask.type, ask.addedAction, modal.signal);
  modal.loading(false);
  if (modal.signal.aborted) return;
  if (!reply) {
    // The loader goes and the empty modal with it; focus goes back to the button.
    void modal.close();
    return;
  }
  await modal.show(reply.html);
  wireModal(modal, look, signal);
}

/** What the reply in the modal does (compare.js' handlers inside `.wopb-modal-content`). */
function wireModal(modal: FooterModal, look: ModalLook, islandSignal: AbortSignal): void {
  const { content } = modal;
  const life = modal.signal;
  const claimed = new WeakSet<Element>();
  const claim = () => {
    for (const el of content.querySelectorAll<HTMLElement>(MODAL_CONTROLS)) {
      if (claimed.has(el)) continue;
      claimed.add(el);
      const named = el.getAttribute('aria-label') || el.textContent?.trim();
      asButton(el, named ? null : messages.t('close'), life);
    }
  };
  claim();
  const picker = createPicker(modal, claim);

  /** Sends an action from inside the modal with the wrapper "processing", then puts the reply in. */
  const act = async (control: HTMLElement, type: CompareType) => {
    const rawId = control.dataset.postid ?? '';
    const postId = postIdOf(rawId);
    const addedAction = control.dataset.addedAction ?? '';
    const wrapper = control.closest(WRAPPER) ?? content.querySelector(WRAPPER);
    const done = markProcessing(wrapper);
    const reply = await send(postId, type, addedAction, life);
    done();
    if (!reply || life.aborted) return;
    const where = compareShow(type, addedAction, reply);
    if (where === 'drop-cells') {
      const next = nextRemoveAfter(content, rawId);
      for (const cell of productCells(content, rawId)) cell.remove();
      (next ?? tabbables(content)[0] ?? content).focus();
    } else if (where === 'replace-wrapper' && wrapper) {
      const reopenPicker = addedAction === 'product_list';
      picker.close(false);
      await insertHtml(wrapper, reply.html, 'replace');
      claim();
      if (reopenPicker) picker.open();
      else (tabbables(content)[0] ?? content).focus();
    } else {
      await modal.show(reply.html);
      claim();
    }
  };

  content.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const control = target.closest?.<HTMLElement>(
        `${REMOVE}, ${CLEAR}, ${PICKER_ADD}, ${LETS_COMPARE}, ${OPEN_PICKER}, ${PICKER_CLOSE}`,
      );
      if (control && content.contains(control)) {
        event.preventDefault();
        if (control.matches(REMOVE)) void act(control, 'remove');
        else if (control.matches(CLEAR)) void act(control, 'clear');
        else if (control.matches(PICKER_ADD)) void act(control, 'add');
        else if (control.matches(OPEN_PICKER)) picker.open();
        else if (control.matches(PICKER_CLOSE)) picker.close(true);
        else if (control.matches(LETS_COMPARE)) {
          void openCompareModal(
            control,
            { type: 'nav_popup', postId: postIdOf(control.dataset.postid), addedAction: 'nav_popup' },
            {
              wrapperClass: '',
              openAnimation: control.dataset.openAnimation ?? look.openAnimation,
              closeAnimation: control.dataset.closeAnimation ?? look.closeAnimation,
              loader: control.dataset.modalLoader ?? look.loader,
            },
            islandSignal,
          );
        }
        return;
      }
      // The picker's backdrop (around its box) closes it.
      if (target.matches?.(PICKER)) picker.close(true);
    },
    { signal: life },
  );

  // SPEC §5: quantities at least 1; the row's add to cart (cart's island) sends what is typed.
  const write = printedWriter(life);
  const onQuantity = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches?.(QUANTITY)) return;
    const value = compareQuantity(input.value);
    if (event.type === 'change' || input.value !== '') {
      if (input.value !== value) input.value = value;
    }
    const id = cellProductId(input);
    const table = input.closest('table');
    if (!id || !table) return;
    for (const cell of productCells(table, id)) {
      write.attr(cell.querySelector(TABLE_ADD_TO_CART), 'data-quantity', value);
    }
  };
  content.addEventListener('input', onQuantity, { signal: life });
  content.addEventListener('change', onQuantity, { signal: life });
}

/** The remove control to focus once `postId`'s column went: the next one, else the one before. */
function nextRemoveAfter(content: HTMLElement, postId: string): HTMLElement | null {
  const all = [...content.querySelectorAll<HTMLElement>(REMOVE)];
  const at = all.findIndex((el) => el.dataset.postid === postId);
  return all[at + 1] ?? all[at - 1] ?? null;
}

/**
 * The product-list picker inside the compare modal (`.wopb-compare-product-list-modal`): opened
 * by "Ürün ekle", a small dialog over the table (the rest of the modal inert while it is open,
 * Escape and its close button close it, focus back on "Ürün ekle"); its search asks
 * `wopb_product_list` with an empty text or 3 characters and more (the newest answer wins), the
 * results a focus list (arrows from the search field through the products), the count announced.
 */
function createPicker(modal: FooterModal, claim: () => void) {
  const { content } = modal;
  const life = modal.signal;
  const latest = createLatest<string>({ signal: life });
  let release: (() => void) | null = null;
  let bound: WeakSet<Element> = new WeakSet();

  const parts = () => {
    const root = content.querySelector<HTMLElement>(PICKER);
    return {
      root,
      box: root?.querySelector<HTMLElement>(PICKER_BOX) ?? null,
      input: root?.querySelector<HTMLInputElement>(PICKER_SEARCH) ?? null,
      list: root?.querySelector<HTMLElement>(PICKER_LIST) ?? null,
    };
  };

  const search = debounce(
    async (input: HTMLInputElement, list: HTMLElement) => {
      const text = input.value;
      if (!pickerSearches(text)) return;
      const done = markProcessing(list);
      const outcome = await latest.run((signal) => searchCompareProducts(text, signal));
      done();
      if (outcome.status === 'error') {
        logBlockFailure(outcome.error);
        return;
      }
      if (outcome.status !== 'data' || !list.isConnected) return;
      await insertHtml(list, outcome.data, 'inner');
      claim();
      const found = list.querySelectorAll(PICKER_ADD).length;
      announce(
        found
          ? messages.t(plural(found, { one: 'resultsOne', other: 'resultsOther' }), { count: found })
          : messages.t('noResults'),
      );
    },
    250,
    life,
  );

  const bind = (root: HTMLElement, box: HTMLElement, input: HTMLInputElement, list: HTMLElement) => {
    if (bound.has(root)) return;
    bound.add(root);
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', messages.t('pickerLabel'));
    input.addEventListener('input', () => search(input, list), { signal: life });
    // Escape closes the picker only, not the compare modal under it.
    root.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close(true);
      },
      { signal: life },
    );
    bindFocusList(box, {
      mode: 'focus',
      orientation: 'vertical',
      homeEnd: false,
      items: () => [input, ...list.querySelectorAll<HTMLElement>(PICKER_ADD)],
      signal: life,
    });
  };

  const open = () => {
    const { root, box, input, list } = parts();
    if (!root || !box || !input || !list) return;
    bind(root, box, input, list);
    root.classList.remove('wopb-d-none');
    release?.();
    release = inertOutside(root, { signal: life });
    input.focus();
  };

  /** Hides it; `refocus`: focus goes back to "Ürün ekle" (not when the wrapper is being replaced). */
  const close = (refocus: boolean) => {
    const { root } = parts();
    release?.();
    release = null;
    if (!root || root.classList.contains('wopb-d-none')) return;
    root.classList.add('wopb-d-none');
    if (refocus) content.querySelector<HTMLElement>(OPEN_PICKER)?.focus();
  };

  life.addEventListener(
    'abort',
    () => {
      release?.();
      bound = new WeakSet();
    },
    { once: true },
  );
  return { open, close };
}

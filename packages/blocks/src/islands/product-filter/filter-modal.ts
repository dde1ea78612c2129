import type { DialogHandle } from '@firsat/core/kit';
import { asButton, clickOnKeys } from '@firsat/core/kit';
import { keepAttributes } from '../../shared/block-requests';
import { ownMessages as m } from './messages';

/** Below this width the filter's title opens the modal (the plugin's mobile layout). */
export const MODAL_MEDIA = '(max-width: 767px)';
export const SLIDE_IN = 'wopb-slide-in';
export const SLIDE_OUT = 'wopb-slide-out';

/**
 * The filter modal (SPEC §2): the plugin prints `div.wopb-filter-modal` in the footer with a copy
 * of the block (`.wopb-modal-overlay`, `.wopb-filter-content` > `.wopb-modal-header` with
 * `a.wopb-modal-close` and `.wopb-modal-title`). On small screens the inline block's
 * `.wopb-filter-title` becomes a button that slides it in (`wopb-slide-in`); the close control,
 * a click on the overlay or Escape slide it out (`wopb-slide-out`). While open, the content is the
 * kit's modal dialog: named by its title, Tab stays inside it, the page behind is inert, and focus
 * returns to the title on close. The dialog's code (`filter-dialog.ts`) comes when the width
 * first allows the modal; a title pressed before it came opens it once it is there.
 * A behaviour: every part is printed by the server.
 */
export function bindFilterModal(
  el: HTMLElement,
  {
    target,
    title,
    signal,
    onCleanup,
  }: {
    target: string;
    title: HTMLElement | null;
    signal: AbortSignal;
    onCleanup: (undo: () => void) => void;
  },
): void {
  if (!title || el.closest('.wopb-filter-modal')) return;
  const modal = [...document.querySelectorAll<HTMLElement>('.wopb-filter-modal')].find((candidate) =>
    [...candidate.querySelectorAll('.wopb-filter-block')].some(
      (b) => b.getAttribute('data-block-target') === target,
    ),
  );
  const content = modal?.querySelector<HTMLElement>('.wopb-filter-content');
  if (!modal || !content) return;
  const close = modal.querySelector<HTMLElement>('.wopb-modal-close');
  const overlay = modal.querySelector<HTMLElement>('.wopb-modal-overlay');
  const heading = modal.querySelector<HTMLElement>('.wopb-modal-title');
  for (const part of [modal, content, title, heading]) if (part) onCleanup(keepAttributes(part));
  if (close) asButton(close, m.t('filterClose'), signal);

  let modalDialog: DialogHandle | undefined;
  let loading: Promise<DialogHandle | undefined> | undefined;
  const load = () =>
    (loading ??= import('./filter-dialog').then(({ dialog }) => {
      if (signal.aborted) return undefined;
      modalDialog = dialog(modal, {
        signal,
        content,
        title: heading,
        overlay,
        openClass: SLIDE_IN,
        closedClass: SLIDE_OUT,
        initialFocus: () => close ?? content,
        returnFocus: () => (title.getAttribute('tabindex') === '0' ? title : null),
        onClose: () => title.setAttribute('aria-expanded', 'false'),
      });
      return modalDialog;
    }));
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(MODAL_MEDIA) : null;
  // The title is a button only where it opens something.
  const titleRole = () => {
    if (media?.matches) {
      void load();
      title.setAttribute('role', 'button');
      title.setAttribute('tabindex', '0');
      title.setAttribute('aria-haspopup', 'dialog');
      title.setAttribute('aria-expanded', String(!!modalDialog?.isOpen));
    } else {
      for (const name of ['role', 'tabindex', 'aria-haspopup', 'aria-expanded']) title.removeAttribute(name);
    }
  };
  titleRole();
  media?.addEventListener('change', titleRole, { signal });

  const open = () => {
    title.setAttribute('aria-expanded', 'true');
    if (modalDialog) void modalDialog.open();
    else void load().then((loaded) => loaded?.open());
  };
  const shut = () => void modalDialog?.close();

  title.addEventListener(
    'click',
    () => {
      if (media?.matches) open();
    },
    { signal },
  );
  // (Enter and Space click it; the click opens only where the modal is)
  clickOnKeys(title, signal);
  close?.addEventListener('click', shut, { signal });
}

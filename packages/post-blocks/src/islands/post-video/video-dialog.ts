import { t } from '@firsat/core/island';
import { asButton, type DialogHandle, dialog } from '@firsat/core/kit';

export interface VideoDialogOptions {
  modal: HTMLElement;
  /** the post's title: the dialog's name */
  title: string;
  /** the play icon: the focus goes back to it */
  icon: HTMLElement;
  signal: AbortSignal;
  onClose: () => void;
}

/**
 * The item's printed `.ultp-video-modal` as the kit's dialog: shown with the plugin's
 * `modal_active`, named by the post's title, the focus moved in and trapped and given back to
 * the icon; Escape, the close control `.ultp-video-close` (a keyboard button here) and a press
 * on the backdrop (outside `.ultp-video-modal__content`) close it. Loaded on the first press.
 */
export function videoDialog({ modal, title, icon, signal, onClose }: VideoDialogOptions): DialogHandle {
  const close = modal.querySelector<HTMLElement>('.ultp-video-close');
  if (close) asButton(close, t('close'), signal);
  return dialog(modal, {
    signal,
    content: modal.querySelector<HTMLElement>('.ultp-video-modal__content') ?? modal,
    label: title || undefined,
    closers: '.ultp-video-close',
    openClass: 'modal_active',
    returnFocus: () => icon,
    onClose,
  });
}

import { type DialogHandle, dialog } from '@firsat/core/kit';

export interface SearchDialogOptions {
  /** the floating box holding the canvas */
  box: HTMLElement;
  canvas: HTMLElement;
  input: HTMLInputElement;
  icon: HTMLElement;
  signal: AbortSignal;
  label: string;
  onClose: () => void;
}

/**
 * The popup layouts' canvas as the kit's dialog: shown with the plugin's `popup-active`, the
 * focus moved to the search input and given back to the search icon; Escape, the close icon
 * `.ultp-popupclose-icon` and a press outside the canvas close it. Loaded on the first press.
 */
export function searchDialog({
  box,
  canvas,
  input,
  icon,
  signal,
  label,
  onClose,
}: SearchDialogOptions): DialogHandle {
  return dialog(box, {
    signal,
    content: canvas,
    label,
    closers: '.ultp-popupclose-icon',
    openClass: 'popup-active',
    toggleHidden: true,
    initialFocus: () => input,
    returnFocus: () => icon,
    onClose,
  });
}

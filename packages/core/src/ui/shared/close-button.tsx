import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { chain } from './compose';
import { UI_LABELS } from './labels';

/** Props shared by the close buttons of modals, popovers and toasts. */
export interface CloseButtonProps extends ComponentPropsWithRef<'button'> {
  /** Accessible name. Default `"Kapat"`. */
  label?: string;
}

/** A `×` button named `label` that runs `close` unless the caller's `onClick` prevented it. */
export function CloseButton({
  label = UI_LABELS.close,
  onClick,
  children = '×',
  close,
  ...rest
}: CloseButtonProps & { close: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button type="button" aria-label={label} {...rest} onClick={chain(onClick, close)}>
      {children}
    </button>
  );
}

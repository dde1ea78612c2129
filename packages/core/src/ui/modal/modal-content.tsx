import type { ComponentPropsWithRef } from 'react';
import {
  classOf,
  type DataState,
  dataState,
  type StateClassName,
  useFocusScope,
  useMergedRef,
} from '../shared/index';
import { useModal } from './modal-context';

/** Props of `ModalContent`: the dialog box (classic `.wopb-modal-content`). */
export interface ModalContentProps extends Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** Class names, or a function of `"open" | "closed"`. */
  className?: StateClassName<DataState>;
  /** The element focused on open; default the first tabbable element inside. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * The dialog itself: `role="dialog"`, `aria-modal`, labelled by `ModalTitle`. A press outside it
 * closes the modal; focus is moved in and trapped while open.
 */
export function ModalContent({ ref, className, initialFocus, ...rest }: ModalContentProps) {
  const modal = useModal();
  const { open, trigger } = modal;
  const element = modal.floating.elements.floating;
  useFocusScope(element instanceof HTMLElement ? element : null, {
    active: open,
    trap: true,
    initialFocus,
    returnFocus: () => trigger,
  });
  const mergedRef = useMergedRef(modal.setContent, ref);
  if (!modal.mounted) return null;
  const state = dataState(open);
  return (
    <div
      id={modal.contentId}
      role="dialog"
      aria-modal="true"
      aria-labelledby={modal.titleId}
      tabIndex={-1}
      data-state={state}
      {...modal.getFloatingProps(rest)}
      className={classOf(className, state)}
      ref={mergedRef}
    />
  );
}

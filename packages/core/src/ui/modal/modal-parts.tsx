import { FloatingOverlay } from '@floating-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  CloseButton,
  type CloseButtonProps,
  chain,
  classOf,
  type DataState,
  dataState,
  InPortal,
  type PortalTarget,
  type StateClassName,
  UI_LABELS,
  useMergedRef,
  useRegisteredId,
} from '../shared/index';
import { useModal } from './modal-context';

/** Props of `ModalTrigger`: a `<button>` that opens the modal. */
export type ModalTriggerProps = ComponentPropsWithRef<'button'>;

/** The button that opens the modal; focus comes back to it when the modal closes. */
export function ModalTrigger({ ref, onClick, ...rest }: ModalTriggerProps) {
  const modal = useModal();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={modal.open}
      aria-controls={modal.mounted ? modal.contentId : undefined}
      data-state={dataState(modal.open)}
      {...rest}
      ref={useMergedRef(modal.setTrigger, ref)}
      onClick={chain(onClick, () => modal.setOpen(true, 'trigger'))}
    />
  );
}

/** Props of `ModalPortal`. */
export interface ModalPortalProps {
  /** Where to render: `document.body` (default, `true`), another element, or `false` in place. */
  container?: PortalTarget;
  children?: ReactNode;
}

/** Renders the modal's layers into `document.body` (or `container`) while it is mounted. */
export function ModalPortal({ container = true, children }: ModalPortalProps) {
  return useModal().mounted ? <InPortal to={container}>{children}</InPortal> : null;
}

/** Props of `ModalViewport`: the fixed layer (classic `.wopb-modal-wrap`). */
export interface ModalViewportProps extends Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** Class names, or a function of `"open" | "closed"` (e.g. to add the open/close animation). */
  className?: StateClassName<DataState>;
  /** Added while the modal is rendered, as the classic markup marks it. Default `"active"`. */
  activeClassName?: string;
}

/** The fixed full-screen layer that holds overlay and content; locks the page's scroll. */
export function ModalViewport({ className, activeClassName = 'active', ...rest }: ModalViewportProps) {
  const modal = useModal();
  if (!modal.mounted) return null;
  const state = dataState(modal.open);
  return (
    <FloatingOverlay
      lockScroll
      data-state={state}
      {...rest}
      className={classOf(className, state, activeClassName)}
    />
  );
}

/** Props of `ModalOverlay`: the dimmed backdrop (classic `.wopb-modal-overlay`). */
export type ModalOverlayProps = ComponentPropsWithRef<'div'>;

/** The backdrop behind the content; a press on it closes the modal. */
export function ModalOverlay(props: ModalOverlayProps) {
  const modal = useModal();
  return modal.mounted ? <div aria-hidden data-state={dataState(modal.open)} {...props} /> : null;
}

/** Props of `ModalTitle`. */
export type ModalTitleProps = ComponentPropsWithRef<'h2'>;

/** The modal's heading; the content is labelled by it. */
export function ModalTitle({ id, ...rest }: ModalTitleProps) {
  return <h2 {...rest} id={useRegisteredId(id, useModal().setTitleId)} />;
}

/** Props of `ModalClose` (classic `.wopb-modal-close`): a `<button>`; `label` default `"Kapat"`. */
export type ModalCloseProps = CloseButtonProps;

/** Closes the modal. Shows `×` unless given children; its accessible name is `label`. */
export function ModalClose(props: ModalCloseProps) {
  const modal = useModal();
  return <CloseButton {...props} close={() => modal.setOpen(false, 'close')} />;
}

/** Props of `ModalContinue` (classic `.wopb-modal-continue`). */
export type ModalContinueProps = ComponentPropsWithRef<'button'>;

/**
 * Closes the modal with reason `"continue"` (the island may then follow `data-redirect`).
 * Default text `"Alışverişe devam et"`.
 */
export function ModalContinue({ onClick, children = UI_LABELS.continue, ...rest }: ModalContinueProps) {
  const modal = useModal();
  return (
    <button type="button" {...rest} onClick={chain(onClick, () => modal.setOpen(false, 'continue'))}>
      {children}
    </button>
  );
}

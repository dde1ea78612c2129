export { ModalContent, type ModalContentProps } from './modal-content';
export { type ModalChangeReason, type ModalContextValue, useModal } from './modal-context';
export {
  ModalClose,
  type ModalCloseProps,
  ModalContinue,
  type ModalContinueProps,
  ModalOverlay,
  type ModalOverlayProps,
  ModalPortal,
  type ModalPortalProps,
  ModalTitle,
  type ModalTitleProps,
  ModalTrigger,
  type ModalTriggerProps,
  ModalViewport,
  type ModalViewportProps,
} from './modal-parts';
export { MODAL_CLOSE_EXTRA_MS, ModalRoot, type ModalRootProps } from './modal-root';

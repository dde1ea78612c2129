export { DropdownItem, DropdownList } from './ui/dropdown/dropdown-list';
export { DropdownRoot } from './ui/dropdown/dropdown-root';
export { DropdownTrigger } from './ui/dropdown/dropdown-trigger';
export { announce, getLiveRegion } from './ui/live-region/announce';
export { ModalContent } from './ui/modal/modal-content';
export {
  ModalClose,
  ModalContinue,
  ModalOverlay,
  ModalPortal,
  ModalTitle,
  ModalTrigger,
  ModalViewport,
} from './ui/modal/modal-parts';
export { ModalRoot } from './ui/modal/modal-root';
export { PopoverClose, PopoverContent, PopoverTitle, PopoverTrigger } from './ui/popover/popover-parts';
export { PopoverRoot } from './ui/popover/popover-root';
export { createToastQueue, toastQueue } from './ui/toast/toast-queue';
export { ToastRegion } from './ui/toast/toast-region';

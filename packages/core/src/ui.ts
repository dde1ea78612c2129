// Shared UI primitives for islands: small parts with `data-state`, controlled or uncontrolled,
// ARIA built in, class names passed through so the theme's CSS keeps working. Positioning and
// dismissal come from @floating-ui/react; only the pieces used here are imported (size budget:
// 16 KB gzipped for this entry).

// Dropdown: DropdownRoot > DropdownTrigger + DropdownList > DropdownItem; one open per group.
export {
  type DropdownChangeReason,
  type DropdownContextValue,
  useDropdown,
} from './ui/dropdown/dropdown-context';
export {
  DropdownItem,
  type DropdownItemProps,
  type DropdownItemState,
  DropdownList,
  type DropdownListProps,
} from './ui/dropdown/dropdown-list';
export { DropdownRoot, type DropdownRootProps } from './ui/dropdown/dropdown-root';
export { DropdownTrigger, type DropdownTriggerProps } from './ui/dropdown/dropdown-trigger';
export { createTypeahead, matchIndex, moveIndex, type Typeahead } from './ui/dropdown/list-keys';
export { createOpenGroup, dropdownGroup, type OpenGroup } from './ui/dropdown/open-group';
// Live region: announce() through the page's one visually hidden region.
export { announce, getLiveRegion, LIVE_REGION_SETTLE_MS, type Politeness } from './ui/live-region/announce';
// Modal: ModalRoot > ModalTrigger, ModalPortal > ModalViewport > ModalOverlay + ModalContent >
// ModalTitle, ModalClose, ModalContinue.
export { ModalContent, type ModalContentProps } from './ui/modal/modal-content';
export { type ModalChangeReason, type ModalContextValue, useModal } from './ui/modal/modal-context';
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
} from './ui/modal/modal-parts';
export { MODAL_CLOSE_EXTRA_MS, ModalRoot, type ModalRootProps } from './ui/modal/modal-root';
// Popover: PopoverRoot > PopoverTrigger + PopoverContent > PopoverTitle, PopoverClose.
export {
  type PopoverChangeReason,
  type PopoverContextValue,
  usePopover,
} from './ui/popover/popover-context';
export {
  PopoverClose,
  type PopoverCloseProps,
  PopoverContent,
  type PopoverContentProps,
  PopoverTitle,
  type PopoverTitleProps,
  PopoverTrigger,
  type PopoverTriggerProps,
} from './ui/popover/popover-parts';
export { PopoverRoot, type PopoverRootProps } from './ui/popover/popover-root';
// Building blocks for islands with their own popups.
export { type DataState, dataState, type StateClassName } from './ui/shared/compose';
export { type FocusScopeOptions, tabbables, useFocusScope } from './ui/shared/focus-scope';
export { UI_LABELS } from './ui/shared/labels';
export { useControllableState } from './ui/shared/use-controllable-state';
// Toast: a framework-free queue and its view in one polite live region.
export {
  createToastQueue,
  TOAST_DURATION,
  type Toast,
  type ToastOptions,
  type ToastQueue,
  type ToastQueueOptions,
  toastQueue,
} from './ui/toast/toast-queue';
export { ToastRegion, type ToastRegionProps } from './ui/toast/toast-region';

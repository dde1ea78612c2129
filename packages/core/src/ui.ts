// Shared UI primitives for islands: small parts with `data-state`, controlled or uncontrolled,
// ARIA built in, class names passed through so the theme's CSS keeps working. Positioning and
// dismissal come from @floating-ui/react; only the pieces used here are imported (size budget:
// 16 KB gzipped for this entry).

// Dropdown: DropdownRoot > DropdownTrigger + DropdownList > DropdownItem; one open per group.
// No island uses it: the product filter's sort and term lists became behaviours on the printed
// markup; behaviours take the keyboard list and disclosure of core's kit.
export * from './ui/dropdown/index';
// Live region: announce() through the page's one visually hidden region.
export * from './ui/live-region/index';
// Modal: ModalRoot > ModalTrigger, ModalPortal > ModalViewport > ModalOverlay + ModalContent >
// ModalTitle, ModalClose, ModalContinue.
export * from './ui/modal/index';
// Popover: PopoverRoot > PopoverTrigger + PopoverContent > PopoverTitle, PopoverClose.
// No island uses it: the product search's results are a behaviour on the printed box.
export * from './ui/popover/index';
// Building blocks for islands with their own popups.
export {
  type DataState,
  dataState,
  type FocusScopeOptions,
  type StateClassName,
  tabbables,
  UI_LABELS,
  useControllableState,
  useFocusScope,
} from './ui/shared/index';
// Toast: a framework-free queue and its view in one polite live region.
// No island uses it yet: a behaviour's notices take the kit's toast queue, which needs no React.
export * from './ui/toast/index';

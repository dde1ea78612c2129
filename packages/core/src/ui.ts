// Shared UI primitives for islands: small parts with `data-state`, controlled or uncontrolled,
// ARIA built in, class names passed through so the theme's CSS keeps working. Positioning and
// dismissal come from @floating-ui/react; only the pieces used here are imported (size budget:
// 16 KB gzipped for this entry).

// Live region: announce() through the page's one visually hidden region.
export * from './ui/live-region/index';
// Modal: ModalRoot > ModalTrigger, ModalPortal > ModalViewport > ModalOverlay + ModalContent >
// ModalTitle, ModalClose, ModalContinue.
export * from './ui/modal/index';
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

export {
  type FooterModal,
  type FooterModalOpen,
  footerModalNavigation,
  openFooterModal,
} from './footer-modal';
export {
  FOOTER_MODAL_CLOSERS,
  FOOTER_MODAL_SELECTOR,
  type FooterModalParts,
  findFooterModal,
  readFooterModal,
} from './markup';
export { footerModalLook, SITE_ADDRESS } from './props';

/** The plugin's one shared modal, printed once in `wp_footer` (product-blocks §6 "Shared modal"). */
export const FOOTER_MODAL_SELECTOR = '.wopb-footer-section > .wopb-modal-wrap';
/** What closes it from inside (SPEC §4): the close icon and "Alışverişe devam et" (follows `data-redirect`). */
export const FOOTER_MODAL_CLOSERS = '.wopb-modal-close, .wopb-modal-continue';
/** What names it once the server's HTML is in: the first heading, or the plugin's header title. */
export const FOOTER_MODAL_HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"], .wopb-header-title';

/** The printed parts of `.wopb-modal-wrap`. */
export interface FooterModalParts {
  readonly wrap: HTMLElement;
  readonly content: HTMLElement;
  readonly loading: HTMLElement | null;
  readonly after: HTMLElement;
}

/** The printed `.wopb-modal-wrap` of the footer section, or null when the page has none. */
export function findFooterModal(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(FOOTER_MODAL_SELECTOR);
}

/** Its parts, or null when a theme printed it without `.wopb-modal-content` / `.wopb-after-modal-content`. */
export function readFooterModal(wrap: HTMLElement): FooterModalParts | null {
  const child = (cls: string) =>
    [...wrap.children].find((el): el is HTMLElement => el.classList.contains(cls)) ?? null;
  const content = child('wopb-modal-content');
  const after = child('wopb-after-modal-content');
  if (!content || !after) return null;
  return { wrap, content, after, loading: child('wopb-modal-loading') };
}

/** The loader to show: the one named (`loader_1`..`loader_5`), else the first printed. */
export function findLoader(loading: HTMLElement | null, name: string | undefined): HTMLElement | null {
  if (!loading) return null;
  const named =
    name && /^[\w-]+$/.test(name) ? loading.querySelector<HTMLElement>(`.wopb-loader.${name}`) : null;
  return named ?? loading.querySelector<HTMLElement>('.wopb-loader');
}

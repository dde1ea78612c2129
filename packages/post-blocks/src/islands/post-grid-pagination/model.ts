// The page a click on an item leads to (the kit's, shared with the product blocks' pagination),
// and whether the address names a page this control should fetch.
export { targetPage } from '@firsat/core/kit';

/** The address's page, when it is one of the control's and not the one shown. */
export const pageToFetch = (wanted: number, shown: number, pages: number): number | null =>
  wanted !== shown && wanted >= 1 && wanted <= pages ? wanted : null;

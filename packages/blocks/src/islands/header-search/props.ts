import { defineProps, prop } from '@firsat/core/island';
import { readHeaderPanel } from '../../shared/header-panel';
import { SEARCH_PARTS } from './markup';

/** The header search's schema: everything comes from the theme's markup. */
export const headerSearchProps = defineProps('header-search', {
  overlay: prop.markup((el) => readHeaderPanel(el, 'header-search', SEARCH_PARTS), {
    type: 'markup',
    doc: 'The toggle `.search-toggle` (a link `href="#<id>"` with `aria-controls="<id>"`) and the overlay it controls beside it (`#<id>.search-overlay`) with its box `.search-overlay-box` (title `.search-overlay-title`, close `.search-overlay-close`, the search field `input.wopb-search-input` or a search input); toggle, overlay and box required.',
  }),
});

export type HeaderSearchProps = ReturnType<typeof headerSearchProps.parse>;

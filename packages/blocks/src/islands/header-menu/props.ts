import { defineProps, prop } from '@firsat/core/island';
import { readHeaderPanel } from '../../shared/header-panel';
import { MENU_PARTS } from './markup';

/** The off-canvas menu's schema: everything comes from the theme's markup. */
export const headerMenuProps = defineProps('header-menu', {
  menu: prop.markup((el) => readHeaderPanel(el, 'header-menu', MENU_PARTS), {
    type: 'markup',
    doc: 'The toggle `.menu-toggle` (a link `href="#<id>"` with `aria-controls="<id>"`) and the panel it controls beside it (`#<id>.off-canvas`, the backdrop) with its box `.off-canvas-panel` (title `.off-canvas-title`, close `.off-canvas-close`); toggle, panel and box required.',
  }),
});

export type HeaderMenuProps = ReturnType<typeof headerMenuProps.parse>;

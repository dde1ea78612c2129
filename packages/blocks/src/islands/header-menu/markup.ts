import type { HeaderPanelParts } from '../../shared/header-panel';

/** The off-canvas menu's parts inside `.site-header-menu` (Storefront's handheld navigation). */
export const MENU_PARTS: HeaderPanelParts = {
  toggle: '.menu-toggle',
  box: '.off-canvas-panel',
  title: '.off-canvas-title',
  close: '.off-canvas-close',
};

export { bindHeaderPanel, HEADER_PANEL_READY, type HeaderPanelOptions } from './header-panel';
export { type HeaderPanelMarkup, type HeaderPanelParts, readHeaderPanel } from './markup';
export { motionLength, type PanelMotion, playMotions } from './motion';

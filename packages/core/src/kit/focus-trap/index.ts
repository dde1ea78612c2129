export { type FocusTrapOptions, tabbables, trapFocus } from './focus-trap';

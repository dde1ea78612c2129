// The classic checkout's show/hide links (login, coupon) as disclosure buttons.
export { useToggleLink } from './use-toggle-link';

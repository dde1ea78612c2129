// The classic checkout's show/hide links (login, coupon) as disclosure buttons.
export { bindToggleLink } from './bind-toggle-link';

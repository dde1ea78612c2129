/**
 * How each kind of route is served: pages (with the classic links first), shop ajax, admin ajax,
 * REST (nonce, arguments, the /wp-json/ index).
 */
export { adminAjaxDispatcher } from './admin-ajax';
export { notFoundPage, registerPages } from './pages';
export { restDispatcher } from './rest';
export { wcAjaxDispatcher } from './wc-ajax';

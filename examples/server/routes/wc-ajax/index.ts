import { loadRouteFolder } from '../define';

/** WooCommerce's shop ajax: every other file of this folder default-exports one defineWcAjax(). */
export const loadWcAjax = () => loadRouteFolder(new URL('.', import.meta.url), 'wc-ajax');

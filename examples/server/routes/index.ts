/**
 * Layer 6: every page and endpoint (one file each in pages/, wc-ajax/, admin-ajax/, rest/), their
 * loader and the dispatchers app.ts mounts.
 */
export {
  adminAjaxDispatcher,
  notFoundPage,
  registerPages,
  restDispatcher,
  wcAjaxDispatcher,
} from './dispatch';
export { loadRoutes } from './load-routes';

/**
 * What a route file is made of: definePage / defineWcAjax / defineAdminAjax / defineRest,
 * RestError, and the folder loader each route folder's index calls.
 */
export {
  type AdminAjaxDefinition,
  type AjaxRequest,
  defineAdminAjax,
  definePage,
  defineRest,
  defineWcAjax,
  type PageDefinition,
  type PageRequest,
  type PageResult,
  type RestArgument,
  type RestDefinition,
  RestError,
  type RestReply,
  type RestRequest,
  type WcAjaxDefinition,
} from './define';
export { loadRouteFolder } from './load-route-folder';

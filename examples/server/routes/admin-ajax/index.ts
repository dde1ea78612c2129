import { loadRouteFolder } from '../define';

/** admin-ajax.php actions: every other file of this folder default-exports one defineAdminAjax(). */
export const loadAdminAjax = () => loadRouteFolder(new URL('.', import.meta.url), 'admin-ajax');

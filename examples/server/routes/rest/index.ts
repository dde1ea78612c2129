import { loadRouteFolder } from '../define';

/** REST routes under /wp-json/: every other file of this folder default-exports one defineRest(). */
export const loadRest = () => loadRouteFolder(new URL('.', import.meta.url), 'rest');

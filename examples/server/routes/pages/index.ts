import { loadRouteFolder } from '../define';

/** The store's pages: every other file of this folder default-exports one definePage(). */
export const loadPages = () => loadRouteFolder(new URL('.', import.meta.url), 'page');

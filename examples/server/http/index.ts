/**
 * Layer 1, HTTP plumbing: PHP-style form parsing, cookies, wp_send_json replies, static files.
 * Imports only lib/.
 */
export { readCookie, serializeCookie } from './cookies';
export { type FormFields, type FormValue, fieldGroup, fieldText, groupTexts } from './php-form';
export { queryFields, readFields } from './read-fields';
export { noCacheHeaders, wpDie, wpSendJson, wpSendJsonError, wpSendJsonSuccess } from './responses';
export { serveFile } from './static-files';

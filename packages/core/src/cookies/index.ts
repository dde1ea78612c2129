export {
  type CookieOptions,
  getCookie,
  getJsonCookie,
  removeCookie,
  setCookie,
  setJsonCookie,
} from './cookies';
export { COOKIE, COOKIE_DAYS, type ColourMode, storeNoticeCookie } from './names';

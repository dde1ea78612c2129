export {
  type CookieOptions,
  getCookie,
  getJsonCookie,
  removeCookie,
  setCookie,
} from './cookies';
export { COOKIE, COOKIE_DAYS, type ColourMode, storeNoticeCookie } from './names';

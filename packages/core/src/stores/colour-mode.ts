import { atom } from 'nanostores';
import { getConfig } from '../config/index';
import { COOKIE, COOKIE_DAYS, type ColourMode, getCookie, setCookie } from '../cookies/index';

function isMode(value: unknown): value is ColourMode {
  return value === 'ultpdark' || value === 'ultplight';
}

/** The visitor's cookie, then the site default (`ultp_data_frontend.ultpSavedDLMode`), then light. */
export function initialColourMode(): ColourMode {
  const cookie = getCookie(COOKIE.colourMode);
  if (isMode(cookie)) return cookie;
  const saved = getConfig().postBlocks.savedColourMode;
  return isMode(saved) ? saved : 'ultplight';
}

/** Dark or light, shared by every toggle, logo and image swap on the page. */
export const $colourMode = atom<ColourMode>(initialColourMode());

/**
 * Switches the colour mode and remembers it for 60 days in the cookie the server also reads.
 * Unlike the classic script, the cookie gets path '/', so every page sees the choice.
 */
export function setColourMode(mode: ColourMode): void {
  setCookie(COOKIE.colourMode, mode, { days: COOKIE_DAYS.colourMode });
  $colourMode.set(mode);
}

/** Switches to the other mode; returns the new one. */
export function toggleColourMode(): ColourMode {
  const next: ColourMode = $colourMode.get() === 'ultpdark' ? 'ultplight' : 'ultpdark';
  setColourMode(next);
  return next;
}

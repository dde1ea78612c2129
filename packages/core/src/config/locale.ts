/**
 * The page locale from `<html lang>`: 'en' for any English tag (en, en-US, en_GB…), otherwise
 * 'tr' — the shop is Turkish, so Turkish is also the answer for a missing or unknown tag.
 */
export function detectLocale(): 'tr' | 'en' {
  if (typeof document === 'undefined') return 'tr';
  const lang = document.documentElement.lang.trim().toLowerCase();
  return /^en(?:[-_]|$)/.test(lang) ? 'en' : 'tr';
}

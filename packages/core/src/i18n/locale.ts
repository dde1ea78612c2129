import { getConfig } from '../config/index';
import type { Locale } from '../messages/index';

/** The page locale: `configure()`, the JSON config, or `<html lang>` ('tr' unless English). */
export function getLocale(): Locale {
  return getConfig().locale;
}

/** The BCP 47 tag Intl formats with for a locale. */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : 'tr-TR';
}

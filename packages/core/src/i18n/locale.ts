import type { Locale } from '../messages/index';

/** The BCP 47 tag Intl formats with for a locale. */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : 'tr-TR';
}

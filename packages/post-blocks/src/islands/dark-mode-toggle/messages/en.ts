import type tr from './tr';

/** The dark/light toggle's own texts in English. */
export default {
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  darkModeOn: 'Dark mode on',
  lightModeOn: 'Light mode on',
} satisfies Record<keyof typeof tr, string>;

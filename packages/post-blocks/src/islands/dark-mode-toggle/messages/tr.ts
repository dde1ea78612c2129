/** The dark/light toggle's own texts in Turkish. */
export default {
  switchToDark: 'Koyu moda geç',
  switchToLight: 'Açık moda geç',
  darkModeOn: 'Koyu mod açık',
  lightModeOn: 'Açık mod açık',
} as const;

/** The sticky bar's own texts in Turkish. */
export default {
  /** The bar's landmark name, when the server printed no `aria-label`. */
  stickyCartLabel: 'Hızlı sepete ekleme çubuğu',
} as const;

/** The cart reservation box's own texts in Turkish. */
export default {
  /** The name of the time left (`.wopb-cart-reserved-timer`, role timer). */
  reservationLabel: 'Sepetiniz için ayrılan süre',
  /** Said (assertive) when the reservation runs out and the box hides. */
  reservationExpired: 'Sepetinizin ayrılma süresi doldu.',
  /** Said (assertive) when it runs out with `data-hides="clear"`, as the browser goes to empty the cart. */
  reservationCleared: 'Sepetinizin ayrılma süresi doldu; sepetiniz boşaltılıyor.',
} as const;

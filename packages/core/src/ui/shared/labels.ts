/** Default texts of the shared UI (Turkish); every one can be replaced through a prop. */
export const UI_LABELS = {
  /** Close buttons of modals, popovers and toasts. */
  close: 'Kapat',
  /** The continue button of a modal. */
  continue: 'Alışverişe devam et',
  /** The name of the toast region. */
  notifications: 'Bildirimler',
} as const;

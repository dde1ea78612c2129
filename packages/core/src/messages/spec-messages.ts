/**
 * Every user-facing text SPEC.md gives, verbatim and in the language SPEC.md gives it: English
 * texts stay English and Turkish texts stay Turkish whatever the page locale. Only the
 * `{placeholders}` are firsat's: they mark where SPEC.md says a value goes.
 *
 * A message the server prints (see `config.messages`) overrides these at run time.
 */
export const SPEC_MESSAGES = {
  // §5 Variations and add to cart, Name your price: with their islands (cart's shared/variation,
  // name-your-price).

  // §5 Reviews
  /** Review submitted without a rating while ratings are required. */
  ratingRequired: 'Please select a rating',

  // §5 Front-end form validation
  /** Password shorter than the field's minimum; `{n}` is that minimum. */
  passwordMinLength: 'Minimum {n} character is required',
  passwordWeak: 'Your password should be at least weak in strength',
  passwordMedium: 'Your password needs to be medium strength for better protection',
  passwordStrong: 'Create a strong password for maximum security',
  /** Rich text holding a protected shortcode; `{shortcode}` is the shortcode as written. */
  shortcodeRestricted: 'Using {shortcode} is restricted',
  /** `{label}` is the field label. */
  fieldRequired: '{label} gereklidir',
  fieldMismatch: '{label} eşleşmiyor',
  fieldInvalid: '{label} geçerli değil',
  /** General notice above a form with errors. */
  formHasErrors: 'İlerlemek için lütfen hataları düzeltin',
  /** Dialog library validation texts. */
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',

  // §6 Wholesale registration
  wholesaleLoggedIn: 'You cannot register while you are logged in.',
  /** Default form message; the wholesale settings may replace it. */
  wholesaleNotAllowed: 'Sorry You Are Not Allowed To View This Form',

  // §8 Error catalogue
  /** Logged (with the status) when a block's ajax call fails; never shown to a person. */
  ajaxFailed: 'Error occured.please try again',
  /** REST client: fetch_error. */
  restFetchError: 'You are probably offline.',
  /** REST client: invalid_json. */
  restInvalidJson: 'The response is not a valid JSON response.',
  /** REST client: unknown_error. */
  restUnknownError: 'An unknown error occurred.',
  /** REST client: post_process. */
  restPostProcess:
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  /** Media delete answered -1. */
  deleteNoPermission: 'You do not have permission. Has your session expired?',
  /** Media delete failed otherwise. */
  deleteFailed: 'Could not be deleted. Has it been deleted already?',
  /** Form upload error other than -600 and -601. */
  uploadErrorCode: 'Error #{code}: {message}',
  /** Form upload field holds its maximum number of files. */
  maxFilesReached: 'Maksimum dosya sayısına erişildi!',
  /** Inserting an image into a form failed. */
  somethingWentWrong: 'Something went wrong',
  /** A disabled pack link clicked while another pack is active. */
  cancelActivePackFirst: 'Please Cancel Your Currently Active Pack first!',

  // §8 Confirmations
  /** Delete an attachment (answered with yes/no). */
  confirmDelete: 'Emin misiniz?',
  confirmCancelSubscription: 'Are you sure you want to cancel your current subscription ?',
  confirmPackUpdate: 'Are you sure to update the subscription?',
  confirmPackUpdateDetail:
    'The changes you made will be applied only to the new subscriptions and pending recurring payments.',
  /** The pack update dialog's buttons. */
  packUpdateButton: 'Update',
  packUpdateCancel: 'cancel',

  // §9 Dialog library default buttons
  dialogOk: 'OK',
  dialogNo: 'No',
  dialogCancel: 'Cancel',
} as const;

/** The id of a SPEC.md message. */
export type SpecMessageId = keyof typeof SPEC_MESSAGES;

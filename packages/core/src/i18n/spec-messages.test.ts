import { resetConfig } from '../config/index';
import { configure } from '../configure/index';
import type { SpecMessageId } from '../messages/index';
import { t } from './translate';

/**
 * Each SPEC.md text core keeps, copied here by hand from SPEC.md (sections 5, 6, 8 and 9), with
 * the values that make the placeholders read exactly as SPEC.md writes them. The texts that moved
 * beside their islands are asserted there (cart: shared/variation/messages, name-your-price).
 */
const SPEC_TEXTS: ReadonlyArray<[SpecMessageId, Record<string, string> | undefined, string]> = [
  ['ratingRequired', undefined, 'Please select a rating'],
  ['passwordMinLength', { n: 'N' }, 'Minimum N character is required'],
  ['passwordWeak', undefined, 'Your password should be at least weak in strength'],
  ['passwordMedium', undefined, 'Your password needs to be medium strength for better protection'],
  ['passwordStrong', undefined, 'Create a strong password for maximum security'],
  ['shortcodeRestricted', { shortcode: '[shortcode]' }, 'Using [shortcode] is restricted'],
  ['fieldRequired', { label: 'E-posta' }, 'E-posta gereklidir'],
  ['fieldMismatch', { label: 'Şifre' }, 'Şifre eşleşmiyor'],
  ['fieldInvalid', { label: 'URL' }, 'URL geçerli değil'],
  ['formHasErrors', undefined, 'İlerlemek için lütfen hataları düzeltin'],
  ['invalidEmail', undefined, 'Invalid email address'],
  ['invalidUrl', undefined, 'Invalid URL'],
  ['wholesaleLoggedIn', undefined, 'You cannot register while you are logged in.'],
  ['wholesaleNotAllowed', undefined, 'Sorry You Are Not Allowed To View This Form'],
  ['ajaxFailed', undefined, 'Error occured.please try again'],
  ['restFetchError', undefined, 'You are probably offline.'],
  ['restInvalidJson', undefined, 'The response is not a valid JSON response.'],
  ['restUnknownError', undefined, 'An unknown error occurred.'],
  [
    'restPostProcess',
    undefined,
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  ],
  ['deleteNoPermission', undefined, 'You do not have permission. Has your session expired?'],
  ['deleteFailed', undefined, 'Could not be deleted. Has it been deleted already?'],
  ['uploadErrorCode', { code: 'code', message: 'message' }, 'Error #code: message'],
  ['maxFilesReached', undefined, 'Maksimum dosya sayısına erişildi!'],
  ['somethingWentWrong', undefined, 'Something went wrong'],
  ['cancelActivePackFirst', undefined, 'Please Cancel Your Currently Active Pack first!'],
  ['confirmDelete', undefined, 'Emin misiniz?'],
  ['confirmCancelSubscription', undefined, 'Are you sure you want to cancel your current subscription ?'],
  ['confirmPackUpdate', undefined, 'Are you sure to update the subscription?'],
  [
    'confirmPackUpdateDetail',
    undefined,
    'The changes you made will be applied only to the new subscriptions and pending recurring payments.',
  ],
  ['packUpdateButton', undefined, 'Update'],
  ['packUpdateCancel', undefined, 'cancel'],
  ['dialogOk', undefined, 'OK'],
  ['dialogNo', undefined, 'No'],
  ['dialogCancel', undefined, 'Cancel'],
];

// The loose call signature lets the table drive t() without per-row types.
const translate = t as (id: SpecMessageId, vars?: Record<string, string>) => string;

afterEach(() => resetConfig());

describe.each(['tr', 'en'] as const)('SPEC texts, verbatim, in the %s locale', (locale) => {
  beforeEach(() => configure({ locale }));

  it.each(SPEC_TEXTS)('%s', (id, vars, text) => {
    expect(translate(id, vars)).toBe(text);
  });
});

it('covers every SPEC message id', async () => {
  const { SPEC_MESSAGES } = await import('../messages/index');
  expect(new Set(SPEC_TEXTS.map(([id]) => id))).toEqual(new Set(Object.keys(SPEC_MESSAGES)));
});

it('the shortcode rule fills in the real shortcode', () => {
  expect(t('shortcodeRestricted', { shortcode: '[wpuf-registration]' })).toBe(
    'Using [wpuf-registration] is restricted',
  );
});

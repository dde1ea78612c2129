import { isHttpError } from '@firsat/core/http';
import { cartPageMessages } from '../../shared/cart-dom';
import { messages } from './messages';

/** What a failed login shows: messages under the fields they name, and one general message. */
export interface LoginErrors {
  /** Field name (`username`, `password`) → message text. */
  fields: Record<string, string>;
  /** The message for the general error area, or null. */
  general: string | null;
}

export const NO_ERRORS: LoginErrors = { fields: {}, general: null };

/** `wp_send_json_success(['success' => true])`: the only answer that signs the visitor in. */
export function isLoginSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * SPEC §8 checkout login errors. The server's error body is a map of field name → message
 * (`username`, `password`, `default`…): a message whose field is in the form goes under that
 * field, any other (`default`) to the general area. A bare string body (a validation error) is
 * general too. A refused nonce (`-1`) means the session expired; no answer at all (offline,
 * timeout) and server errors get their own texts, so the person knows to retry. `toText` turns
 * the server's message HTML into text (it never enters the page as HTML).
 */
export function loginErrorsFrom(
  error: unknown,
  hasField: (name: string) => boolean,
  toText: (html: string) => string,
): LoginErrors {
  if (!isHttpError(error)) return { fields: {}, general: messages.t('checkoutLoginFailed') };
  if (error.status === undefined) return { fields: {}, general: messages.t('checkoutLoginOffline') };
  if (String(error.data).trim() === '-1' || String(error.data).trim() === '0') {
    return { fields: {}, general: cartPageMessages.t('cartSessionExpired') };
  }
  if (error.status >= 400 && error.status < 500) {
    if (typeof error.data === 'string' && error.data.trim() !== '') {
      return { fields: {}, general: toText(error.data) };
    }
    if (isRecord(error.data)) {
      const fields: Record<string, string> = {};
      const general: string[] = [];
      for (const [name, message] of Object.entries(error.data)) {
        if (typeof message !== 'string' || message.trim() === '') continue;
        const text = toText(message);
        if (name !== 'default' && hasField(name)) fields[name] = text;
        else general.push(text);
      }
      if (Object.keys(fields).length > 0 || general.length > 0) {
        return { fields, general: general.length > 0 ? general.join(' ') : null };
      }
    }
  }
  return { fields: {}, general: messages.t('checkoutLoginFailed') };
}

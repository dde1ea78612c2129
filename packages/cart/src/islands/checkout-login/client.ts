import { adminAjax } from '@firsat/core/http';

/** The fields SPEC §7 names for admin-ajax `wopb_checkout_login`. */
export interface LoginFields {
  username: string;
  password: string;
  /** The checkbox's value when ticked ('forever'), '' when not. */
  rememberme: string;
  wpnonce: string;
}

/**
 * Sends the login. The classic script sends `rememberme` as `true`/`false`, which PHP reads as a
 * non-empty string, so "false" still remembered the visitor; an unticked box sends '' here.
 * Resolves with the body; rejects with the `HttpError` (422 carries the field → message map).
 */
export function submitLogin(fields: LoginFields, signal?: AbortSignal): Promise<unknown> {
  return adminAjax('wopb_checkout_login', { ...fields }, { signal });
}

/** The login fields as the form holds them. */
export function readLoginForm(form: HTMLFormElement, wpnonce: string): LoginFields {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  const remember = form.querySelector<HTMLInputElement>('input[name="rememberme"], input[name="rememberMe"]');
  return {
    username: value('username'),
    password: value('password'),
    rememberme: remember?.checked ? remember.value || 'forever' : '',
    wpnonce,
  };
}

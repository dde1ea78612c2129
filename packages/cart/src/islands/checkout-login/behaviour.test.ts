import { createHttpClient, HttpError, setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import {
  deferred,
  fakeFetch,
  json,
  type Reply,
  resetOverrides,
  startBehaviour,
  TEST_SETTINGS,
  text,
} from '@firsat/core/testing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { browser } from '../../shared/cart-session';
import { CHECKOUT_LOGIN_MARKUP } from './fixtures';
import checkoutLoginBehaviour from './island';
import { loginErrorsFrom } from './login-errors';

beforeAll(() => checkoutLoginBehaviour.messages?.load());
beforeEach(() => {
  vi.spyOn(browser, 'reload').mockImplementation(() => {});
});

const stops: (() => void)[] = [];

function setup(reply: Reply, markup = CHECKOUT_LOGIN_MARKUP) {
  const fake = fakeFetch(reply);
  setHttpClient(createHttpClient({ settings: () => TEST_SETTINGS, fetch: fake.fetch }));
  document.body.innerHTML = markup;
  const printed = document.body.innerHTML;
  const form = document.querySelector('form.woocommerce-form-login') as HTMLFormElement;
  const link = document.querySelector('a.showlogin') as HTMLAnchorElement;
  const username = form.querySelector('#username') as HTMLInputElement;
  const password = form.querySelector('#password') as HTMLInputElement;
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const { stop } = startBehaviour(checkoutLoginBehaviour, form, { wpnonce: 'wopb-n1' });
  stops.push(stop);
  return { form, link, username, password, button, printed, stop, requests: fake.requests };
}

async function submit(s: ReturnType<typeof setup>, user = 'musteri', pass = 'yanlis', remember = false) {
  fireEvent.click(s.link);
  fireEvent.change(s.username, { target: { value: user } });
  fireEvent.change(s.password, { target: { value: pass } });
  (s.form.querySelector('#rememberme') as HTMLInputElement).checked = remember;
  await act(async () => {
    fireEvent.submit(s.form);
  });
}

const errorOf = (form: HTMLFormElement, id: string) => form.querySelector(`#${id}-error`);

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setHttpClient(undefined);
  resetOverrides();
  document.body.innerHTML = '';
});

describe('the login toggle', () => {
  test('a.showlogin opens and closes the form as a disclosure button, focusing the first field', () => {
    const s = setup(() => json({}));
    expect(s.form.style.display).toBe('none');
    expect(s.link).toHaveAttribute('role', 'button');
    expect(s.link).toHaveAttribute('aria-expanded', 'false');
    expect(s.link).toHaveAttribute('aria-controls', 'firsat-checkout-login');
    expect(s.form.id).toBe('firsat-checkout-login');
    fireEvent.click(s.link);
    expect(s.form.style.display).toBe('');
    expect(s.link).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(s.username);
    fireEvent.keyDown(s.link, { key: ' ' });
    expect(s.form.style.display).toBe('none');
    expect(s.link).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('wopb_checkout_login', () => {
  test('sends action, username, password, rememberme and wpnonce; success reloads the page', async () => {
    const s = setup(() => json({ success: true, data: { success: true } }));
    await submit(s, 'musteri', 'musteri123', true);
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    const [request] = s.requests;
    expect(request?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect([...new URLSearchParams(request?.text)]).toEqual([
      ['action', 'wopb_checkout_login'],
      ['username', 'musteri'],
      ['password', 'musteri123'],
      ['rememberme', 'forever'],
      ['wpnonce', 'wopb-n1'],
    ]);
  });

  test('an unticked "remember me" is sent empty (the classic "false" string remembered anyway)', async () => {
    const s = setup(() => json({ success: true, data: { success: true } }));
    await submit(s, 'musteri', 'musteri123', false);
    await waitFor(() => expect(s.requests).toHaveLength(1));
    expect(new URLSearchParams(s.requests[0]?.text).get('rememberme')).toBe('');
  });

  test('the button is disabled while the request runs; a second submit is ignored', async () => {
    const answer = deferred<Response>();
    const s = setup(() => answer.promise);
    await submit(s);
    expect(s.button).toBeDisabled();
    expect(s.form).toHaveAttribute('aria-busy', 'true');
    expect(s.form).toHaveClass('processing');
    await act(async () => {
      fireEvent.submit(s.form);
    });
    expect(s.requests).toHaveLength(1);
    await act(async () => {
      answer.resolve(json({ password: 'Parola hatalı.' }, { status: 422 }));
    });
    await waitFor(() => expect(s.button).not.toBeDisabled());
    expect(s.form).toHaveAttribute('aria-busy', 'false');
  });

  test('a wrong password: the message goes under the password field, which is invalid and focused', async () => {
    const message = '<strong>Hata:</strong> musteri kullanıcı adı için girdiğiniz parola hatalı.';
    const s = setup(() => json({ password: message }, { status: 422 }));
    await submit(s);
    await waitFor(() => expect(errorOf(s.form, 'password')).not.toBeNull());
    const error = errorOf(s.form, 'password') as HTMLElement;
    expect(error.textContent).toBe('Hata: musteri kullanıcı adı için girdiğiniz parola hatalı.');
    expect(error.querySelector('strong')).toBeNull();
    expect(error.parentElement).toBe(s.password.closest('.form-row'));
    expect(s.password).toHaveAttribute('aria-invalid', 'true');
    expect(s.password).toHaveAttribute('aria-describedby', 'password-error');
    expect(s.username).not.toHaveAttribute('aria-invalid');
    expect(document.activeElement).toBe(s.password);
    // What was typed stays.
    expect(s.username.value).toBe('musteri');
    expect(s.password.value).toBe('yanlis');
    expect(browser.reload).not.toHaveBeenCalled();
  });

  test('messages for both fields: each under its own, focus on the first; a new try clears them', async () => {
    let answer = json({ username: 'Kullanıcı adı gerekli.', password: 'Parola gerekli.' }, { status: 422 });
    const s = setup(() => answer);
    await submit(s, '', '');
    await waitFor(() => expect(errorOf(s.form, 'username')).not.toBeNull());
    expect(errorOf(s.form, 'username')?.textContent).toBe('Kullanıcı adı gerekli.');
    expect(errorOf(s.form, 'password')?.textContent).toBe('Parola gerekli.');
    expect(document.activeElement).toBe(s.username);
    answer = json({ success: true, data: { success: true } });
    await submit(s, 'musteri', 'musteri123');
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
    expect(errorOf(s.form, 'username')).toBeNull();
    expect(s.username).not.toHaveAttribute('aria-invalid');
    expect(s.username).not.toHaveAttribute('aria-describedby');
  });

  test('a "default" message goes to the general error area at the top of the form, focused', async () => {
    const s = setup(() => json({ default: 'Zaten giriş yapmış durumdasınız.' }, { status: 422 }));
    await submit(s);
    const alert = await waitFor(() => {
      const el = s.form.querySelector('.woocommerce-NoticeGroup-login [role="alert"]');
      if (!el) throw new Error('no alert');
      return el;
    });
    expect(alert.textContent).toBe('Zaten giriş yapmış durumdasınız.');
    expect(s.form.firstElementChild).toBe(alert.parentElement);
    expect(document.activeElement).toBe(alert);
  });

  test.each([
    {
      name: 'a server error (500)',
      reply: () => text('<h1>Hata</h1>', { status: 500 }),
      message: 'Giriş yapılamadı. Lütfen yeniden deneyin.',
    },
    {
      name: 'no connection (offline)',
      reply: () => {
        throw new TypeError('Failed to fetch');
      },
      message: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
    },
    {
      name: 'an expired nonce (-1, 403)',
      reply: () => text('-1', { status: 403 }),
      message: 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
    },
    {
      name: "admin-ajax's bare 0",
      reply: () => text('0'),
      message: 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
    },
  ])(
    '$name: a clear general error, the typed values kept, the button enabled again',
    async ({ reply, message }) => {
      const s = setup(reply as Reply);
      await submit(s, 'musteri', 'gizli');
      await waitFor(() => expect(s.form.querySelector('[role="alert"]')?.textContent).toBe(message));
      expect(s.username.value).toBe('musteri');
      expect(s.password.value).toBe('gizli');
      expect(s.button).not.toBeDisabled();
      expect(browser.reload).not.toHaveBeenCalled();
    },
  );
});

describe('unbinding', () => {
  test('stopped after a refusal, the page is byte for byte as printed and the form posts natively', async () => {
    const s = setup(() => json({ password: 'Parola hatalı.', default: 'Tekrar deneyin.' }, { status: 422 }));
    await submit(s);
    await waitFor(() => expect(errorOf(s.form, 'password')).not.toBeNull());
    expect(s.form.querySelector('[role="alert"]')?.textContent).toBe('Tekrar deneyin.');
    s.stop();
    // What was typed is the person's, not markup: only the attributes and added nodes go.
    expect(document.body.innerHTML).toBe(s.printed);
    const submitted = new Event('submit', { cancelable: true });
    s.form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(s.requests).toHaveLength(1);
  });

  test('a refusal answered after stop() adds nothing', async () => {
    const answer = deferred<Response>();
    const s = setup(() => answer.promise);
    await submit(s);
    s.stop();
    await act(async () => {
      answer.resolve(json({ password: 'Parola hatalı.' }, { status: 422 }));
    });
    expect(document.body.innerHTML).toBe(s.printed);
  });

  test('the plugin’s own general area takes the general message; none is made', async () => {
    const markup = CHECKOUT_LOGIN_MARKUP.replace(
      '<p>Daha önce',
      '<div class="wopb-form-error"></div><p>Daha önce',
    );
    const s = setup(() => json({ default: 'Zaten giriş yapmış durumdasınız.' }, { status: 422 }), markup);
    await submit(s);
    await waitFor(() =>
      expect(s.form.querySelector('.wopb-form-error [role="alert"]')?.textContent).toBe(
        'Zaten giriş yapmış durumdasınız.',
      ),
    );
    expect(s.form.querySelector('.woocommerce-NoticeGroup-login')).toBeNull();
  });

  test('its own texts in English', async () => {
    configure({ locale: 'en' });
    await checkoutLoginBehaviour.messages?.load();
    const s = setup(() => text('<h1>Hata</h1>', { status: 500 }));
    await submit(s);
    await waitFor(() =>
      expect(s.form.querySelector('[role="alert"]')?.textContent).toBe('Could not log in. Please try again.'),
    );
  });
});

describe('loginErrorsFrom', () => {
  test('a message for a field the form lacks goes to the general area; a bare string body too', () => {
    const unknownField = new HttpError('unknown_error', 'x', {
      status: 422,
      data: { email: 'E-posta hatalı.', username: 'Ad?' },
    });
    expect(
      loginErrorsFrom(
        unknownField,
        (n) => n === 'username',
        (h) => h,
      ),
    ).toEqual({
      fields: { username: 'Ad?' },
      general: 'E-posta hatalı.',
    });
    const bare = new HttpError('unknown_error', 'x', { status: 422, data: 'Hesabınız kilitli.' });
    expect(
      loginErrorsFrom(
        bare,
        () => true,
        (h) => h,
      ),
    ).toEqual({ fields: {}, general: 'Hesabınız kilitli.' });
    expect(
      loginErrorsFrom(
        new Error('boom'),
        () => true,
        (h) => h,
      ).general,
    ).toBe('Giriş yapılamadı. Lütfen yeniden deneyin.');
  });
});

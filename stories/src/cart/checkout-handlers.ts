import { HttpResponse, http } from 'msw';

export type LoginAnswer = 'demo' | 'server-error' | 'offline' | 'expired-nonce' | 'general';

/**
 * admin-ajax `wopb_checkout_login` as the demo store answers it: musteri / musteri123 signs in,
 * a known user with another password gets a `password` message, an unknown one a `username`
 * message, empty fields one each (422). Other answers for the error stories.
 */
export function checkoutLoginHandlers(answer: LoginAnswer = 'demo') {
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      if (fields.get('action') !== 'wopb_checkout_login') return new HttpResponse('0', { status: 400 });
      if (answer === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
      if (answer === 'offline') return HttpResponse.error();
      if (answer === 'expired-nonce' || fields.get('wpnonce') !== 'c0ffee1234')
        return new HttpResponse('-1', { status: 403 });
      if (answer === 'general')
        return HttpResponse.json(
          { default: 'Zaten giriş yapmış durumdasınız. Sayfayı yenileyin.' },
          { status: 422 },
        );
      const username = (fields.get('username') ?? '').trim();
      const password = fields.get('password') ?? '';
      const errors: Record<string, string> = {};
      if (!username) errors.username = 'Kullanıcı adı ya da e-posta gerekli.';
      if (!password) errors.password = 'Parola gerekli.';
      if (Object.keys(errors).length > 0) return HttpResponse.json(errors, { status: 422 });
      if (username !== 'musteri') {
        return HttpResponse.json(
          {
            username: `<strong>Hata:</strong> ${username} kullanıcı adı ya da e-posta adresi bu sitede kayıtlı değil.`,
          },
          { status: 422 },
        );
      }
      if (password !== 'musteri123') {
        return HttpResponse.json(
          { password: '<strong>Hata:</strong> musteri kullanıcı adı için girdiğiniz parola hatalı.' },
          { status: 422 },
        );
      }
      return HttpResponse.json({ success: true, data: { success: true } });
    }),
  ];
}

/** POST /wp-json/wp/v2/users/1 for the coming-soon banner: 200 with the user, or 401 without rights. */
export function comingSoonHandlers(answer: 'ok' | 'unauthorized' = 'ok') {
  return [
    http.post('/wp-json/wp/v2/users/:id', async ({ request, params }) => {
      if (answer === 'unauthorized' || !request.headers.get('x-wp-nonce')) {
        return HttpResponse.json(
          {
            code: 'rest_cannot_edit',
            message: 'Sorry, you are not allowed to edit this user.',
            data: { status: 401 },
          },
          { status: 401 },
        );
      }
      const body = (await request.json()) as { woocommerce_meta?: Record<string, string> };
      return HttpResponse.json({ id: Number(params.id), woocommerce_meta: body.woocommerce_meta ?? {} });
    }),
  ];
}

import { authenticate, setSessionUser } from '../../auth';
import type { RequestContext } from '../../context';
import { fieldText, readFields } from '../../http';
import { html, type SafeHtml } from '../../lib';
import { demoLogins } from '../../migrations';
import type { PageView } from '../../render';
import { definePage } from '../define';

/** Only same-site paths are followed after login (wp_safe_redirect). */
function safeRedirect(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** WordPress's and WooCommerce's role names as the Turkish admin shows them. */
const roleNames: Record<string, string> = {
  administrator: 'Yönetici',
  wholesale_customer: 'Toptan müşteri',
  customer: 'Müşteri',
  author: 'Yazar',
};

function loginView(ctx: RequestContext, redirectTo: string, error?: SafeHtml, login = ''): PageView {
  const hints = demoLogins.map(
    (u) =>
      html`<li><code>${u.login}</code> / <code>${u.password}</code> (${roleNames[u.role] ?? u.role})</li>`,
  );
  return {
    title: 'Giriş yap',
    bodyClass: ['login', 'wp-core-ui'],
    main: html`<h1>Giriş yap</h1>
${error ? html`<div id="login_error" class="notice notice-error"><p>${error}</p></div>` : ''}
<form name="loginform" id="loginform" class="firsat-login" action="/wp-login.php" method="post">
<p><label for="user_login">Kullanıcı adı ya da e-posta adresi</label><input type="text" name="log" id="user_login" class="input" value="${login}" autocomplete="username" required></p>
<p><label for="user_pass">Parola</label><input type="password" name="pwd" id="user_pass" class="input" autocomplete="current-password" required></p>
<p class="firsat-login-remember"><input name="rememberme" type="checkbox" id="rememberme" value="forever"><label for="rememberme">Beni hatırla</label></p>
<p class="submit"><button type="submit" name="wp-submit" id="wp-submit" class="button button-primary">Giriş yap</button><input type="hidden" name="redirect_to" value="${redirectTo}"></p>
</form>
${ctx.user ? html`<p>Şu an <strong>${ctx.user.displayName}</strong> olarak giriş yapmış durumdasınız.</p>` : ''}
<h2>Demo girişleri</h2>
<ul>${hints}</ul>`,
  };
}

const redirect = (location: string): Response =>
  new Response(null, { status: 302, headers: { Location: location } });

/**
 * /wp-login.php: the login form, its POST (log, pwd, redirect_to), and ?action=logout with a
 * 'log-out' nonce. Signing in ties the user to the visitor's session, so every nonce changes.
 */
export default definePage({
  path: '/wp-login.php',
  methods: ['GET', 'POST'],
  render: async (ctx, req) => {
    if (req.request.method === 'POST') {
      const { body } = await readFields(req.request);
      const login = fieldText(body, 'log') ?? '';
      const redirectTo = safeRedirect(fieldText(body, 'redirect_to'));
      const user = authenticate(ctx.db, login, fieldText(body, 'pwd') ?? '');
      if (!user) {
        return loginView(
          ctx,
          redirectTo,
          html`<strong>Hata:</strong> Kullanıcı adı ya da parola hatalı.`,
          login,
        );
      }
      setSessionUser(ctx.db, ctx.session, user.id);
      return redirect(redirectTo);
    }
    if (req.query.get('action') === 'logout') {
      if (ctx.verifyNonce('log-out', req.query.get('_wpnonce')) === 0) {
        return loginView(ctx, '/', html`Çıkış bağlantısının süresi dolmuş. Yeniden deneyin.`);
      }
      setSessionUser(ctx.db, ctx.session, null);
      return redirect('/?loggedout=true');
    }
    return loginView(ctx, safeRedirect(req.query.get('redirect_to') ?? undefined));
  },
});

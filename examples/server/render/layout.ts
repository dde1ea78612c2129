import type { RequestContext } from '../context';
import { classNames, html, paths, raw, type SafeHtml, site } from '../lib';
import { getCart } from '../shop';
import { currencySwitcher } from './currency-switcher';
import { footerModal } from './footer-modal';
import { footerNotices } from './footer-notices';
import { siteGlobals } from './globals';
import { headerMenus } from './header-menus';
import { headerProductLists } from './header-tools';
import { renderCartLink, renderMiniCart } from './mini-cart';
import { printNotices } from './notices';
import type { GlobalScript, PageView } from './page-view';

const menu: { label: string; path: string }[] = [
  { label: 'Ana Sayfa', path: '/' },
  { label: 'Fırsatlar', path: paths.deals },
  { label: 'Mağaza', path: '/magaza/' },
  { label: 'Vitrin', path: '/vitrin/' },
  { label: 'Filtre', path: '/filtre/' },
  { label: 'Blog', path: '/blog/' },
  { label: 'Sepet', path: paths.cart },
];

function printGlobal(global: GlobalScript): SafeHtml {
  // The code is our own JSON (slashes escaped, so no "</script>" can appear in it).
  return html`<script id="${global.id}">
${raw(global.code)}
</script>
`;
}

/** The main menu's items; `current` is the page's path, or null on a page no item stands for (search results). */
function menuItems(current: string | null): SafeHtml[] {
  const normalise = (p: string): string => (p.endsWith('/') ? p : `${p}/`);
  return menu.map((item) => {
    const active = current !== null && normalise(current) === normalise(item.path);
    return html`<li class="${classNames('menu-item', active && 'current-menu-item')}"><a href="${item.path}"${active ? raw(' aria-current="page"') : ''}>${item.label}</a></li>`;
  });
}

/** The main menu (the off-canvas menu prints the same items). */
function navigation(items: SafeHtml[]): SafeHtml {
  return html`<nav id="site-navigation" class="main-navigation" aria-label="Ana menü"><ul id="menu-ana-menu" class="menu">${items}</ul></nav>`;
}

function account(ctx: RequestContext): SafeHtml {
  if (ctx.user) {
    return html`<p class="site-account">Merhaba, <strong>${ctx.user.displayName}</strong> · <a href="${paths.login}?action=logout&amp;_wpnonce=${ctx.nonce('log-out')}">Çıkış yap</a></p>`;
  }
  return html`<p class="site-account"><a href="${paths.login}">Giriş yap</a></p>`;
}

/** WordPress's body classes for every page: the page's own, then the theme's and the state's. */
/**
 * The site logo block (core/site-logo), with the class PostX adds so that its dark/light toggle
 * switches the picture to `ultp_data_frontend.dark_logo`. Decorative beside the site title's link.
 */
function siteLogo(ctx: RequestContext): SafeHtml {
  return html`<div class="ultp-dark-logo wp-block-site-logo"><a href="/" class="custom-logo-link" rel="home" tabindex="-1" aria-hidden="true"><img width="40" height="40" src="${ctx.url(paths.logo)}" class="custom-logo" alt="" decoding="async"></a></div>`;
}

function bodyClasses(ctx: RequestContext, view: PageView): string {
  return classNames(
    ...view.bodyClass,
    `wp-theme-${site.theme}`,
    `theme-${site.theme}`,
    'woocommerce-no-js',
    ctx.user !== null && 'logged-in',
  );
}

/** A full page: head with the classic globals and the only script (firsat), header, main, footer. */
export function renderLayout(ctx: RequestContext, view: PageView, currentPath: string): string {
  const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
  const items = menuItems(view.bodyClass.includes('search') ? null : currentPath);
  const globals = [
    ...siteGlobals(ctx, {
      pageId: view.pageId,
      isCart: view.bodyClass.includes('woocommerce-cart'),
      cartRedirectAfterAdd: view.cartRedirectAfterAdd,
    }),
    ...(view.globals ?? []),
  ];
  const page = html`<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.title} &#8211; ${site.name}</title>
<link rel="icon" href="data:,">
<link rel="https://api.w.org/" href="${ctx.url(paths.restRoot)}">
<link rel="stylesheet" id="firsat-demo-style-css" href="${paths.theme}style.css?ver=0.1.0" media="all">
${view.head ?? ''}${globals.map(printGlobal)}<script type="module" src="${paths.firsat}firsat.js"></script>
</head>
<body class="${bodyClasses(ctx, view)}">
<div id="page" class="hfeed site">
<header id="masthead" class="site-header" role="banner">
<div class="col-full">
<div class="site-branding">${siteLogo(ctx)}<p class="site-title"><a href="/" rel="home">${site.name}</a></p><p class="site-description">${site.description}</p></div>
${account(ctx)}
${currencySwitcher(ctx)}
${navigation(items)}
${headerMenus(ctx, items)}${headerProductLists(ctx)}${view.headerExtra ?? ''}
<ul id="site-header-cart" class="site-header-cart menu">
<li class="${view.bodyClass.includes('woocommerce-cart') ? 'current-menu-item' : ''}">${renderCartLink(ctx, cart)}</li>
<li><div class="widget woocommerce widget_shopping_cart">${renderMiniCart(ctx, cart)}</div></li>
</ul>
</div>
</header>
<div id="content" class="site-content" tabindex="-1">
<div class="col-full">
<div id="primary" class="content-area">
<main id="main" class="site-main" role="main">
${printNotices(ctx)}
${view.main}
</main>
</div>
</div>
</div>
<footer id="colophon" class="site-footer" role="contentinfo">
<div class="col-full">
<p class="site-info">&copy; ${new Date(ctx.store.now()).getUTCFullYear()} ${site.name} · <a href="/mesafeli-satis-sozlesmesi/">Mesafeli satış sözleşmesi</a></p>
</div>
</footer>
</div>
${view.footer ?? ''}${footerModal()}${footerNotices(ctx)}
${
  view.inlineScript
    ? html`<script>
${raw(view.inlineScript)}
</script>
`
    : ''
}</body>
</html>
`;
  return page.value;
}

import { readFileSync } from 'node:fs';
import type { RequestContext } from '../../context';
import { paths } from '../../lib';
import { blogIds } from '../../migrations';

/**
 * `/demo/postx-gercek/`: the real post-blocks plugin's page (reference/pages/post-blocks-grid-page.html,
 * PostX 5.0.31 on WordPress 6.8.8, kept here as it was printed) served the way firsat meets it on a
 * real site: the classic scripts removed and firsat's module added, its addresses and nonce the
 * demo store's, so its load more, filter tabs and numbered pagination call this server's
 * admin-ajax over the database. jQuery (3.7.1 + migrate, the files WordPress ships) stays unless
 * `?jquery=0`.
 */
const printed = readFileSync(new URL('./postx-grid-page.html', import.meta.url), 'utf8');

/** The printed page's origin, page address and post id. */
const printedOrigin = 'http://127.0.0.1:8089';
const printedPath = '/postx-grid/';
const printedPageId = 70;

/** Inline scripts of WordPress's own libraries (removed with them) and the emoji loader. */
const removedInline = ['wp-i18n-js-after', 'wp-api-fetch-js-after'];

export function realPluginPage(ctx: RequestContext, keepJquery: boolean): string {
  let page = printed;
  // every script file of the page (WooCommerce, WordPress, product-blocks, PostX) but jQuery
  page = page.replace(/<script\b[^>]*\bsrc="([^"]*)"[^>]*><\/script>\n?/g, (tag, src: string) =>
    keepJquery && /\/wp-includes\/js\/jquery\/jquery(-migrate)?\.min\.js/.test(src) ? tag : '',
  );
  page = page.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>\n?/g,
    (tag, attributes: string, code: string) => {
      const id = /\bid="([^"]+)"/.exec(attributes)?.[1] ?? '';
      if (removedInline.includes(id)) return '';
      if (code.includes('_wpemojiSettings') || attributes.includes('speculationrules')) return '';
      return tag;
    },
  );
  // the stylesheets live on the printing site: the demo theme's and the blog's stand in for them
  // (and, as on every demo page, an empty icon: no /favicon.ico request)
  page = page.replace(/<link rel='stylesheet'[^>]*>\n?/g, '');
  page = page.replace(
    '</head>',
    `<link rel="icon" href="data:,">
<link rel="stylesheet" id="firsat-demo-style-css" href="${paths.theme}style.css?ver=0.1.0" media="all">
<link rel="stylesheet" id="firsat-blog-style-css" href="${paths.theme}blog.css?ver=0.1.0" media="all">
<script type="module" src="${paths.firsat}firsat.js"></script>
</head>`,
  );
  // the printing site's addresses (plain and JSON-escaped), page and post id are the demo's
  page = page
    .replaceAll(`${printedOrigin}${printedPath}`, `${ctx.origin}/demo/postx-gercek/`)
    .replaceAll(printedOrigin, ctx.origin)
    .replaceAll(printedOrigin.replaceAll('/', '\\/'), ctx.origin.replaceAll('/', '\\/'))
    .replaceAll(`//127.0.0.1:8089`, `//${new URL(ctx.origin).host}`)
    .replaceAll(`data-postid="${printedPageId}"`, `data-postid="${blogIds.realPlugin}"`);
  // the nonces the page printed: product-blocks' for this visitor, then PostX's (`ultp-nonce`)
  page = page.replace(/("security":")([0-9a-f]{10})(")/g, `$1${ctx.nonce('wopb-nonce')}$3`);
  page = page.replace(/("security":")[0-9a-f]{10}(","home_url")/, `$1${ctx.nonce('ultp-nonce')}$2`);
  return page;
}

import type { SafeHtml } from '../lib';

/** One inline config script, printed as WordPress prints it (see render/globals.ts). */
export interface GlobalScript {
  /** the script tag's id, e.g. 'wc-cart-js-extra' */
  id: string;
  /** the JavaScript inside, e.g. 'var wc_cart_params = {...};' */
  code: string;
}

/** What a page route renders: the layout wraps it in the site's header, footer and globals. */
export interface PageView {
  title: string;
  /** this page's WordPress body classes; the layout adds the site-wide ones */
  bodyClass: string[];
  /** the WordPress page or post id (page-id-N, wopb_core.page_id) */
  pageId?: number;
  /** the content of <main> */
  main: SafeHtml;
  /** config globals only this page prints (wc_cart_params on the cart page…) */
  globals?: GlobalScript[];
  /** what plugins print in the footer (`wp_footer`, the product filter's `wopb_footer` modal) */
  footer?: SafeHtml;
  /** WooCommerce's "Redirect to the cart page after successful addition" (wc_add_to_cart_params) */
  cartRedirectAfterAdd?: boolean;
  /** stylesheets and inline styles this page adds to the head (the blog's stylesheet, PostX's presets) */
  head?: SafeHtml;
  /** what this page adds to the header (the blog's dark/light toggle) */
  headerExtra?: SafeHtml;
  /** a demo page's own inline script, printed after the content */
  inlineScript?: string;
  status?: number;
}

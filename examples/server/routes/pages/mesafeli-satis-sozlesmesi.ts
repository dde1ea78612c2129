import { getPage } from '../../content';
import { html, raw } from '../../lib';
import { termsPage } from '../../migrations';
import { definePage } from '../define';

/** The terms page the checkout's terms box links to (woocommerce_terms_page_id). */
export default definePage({
  path: `/${termsPage.slug}`,
  render: (ctx) => {
    const page = getPage(ctx.db, termsPage.id);
    if (!page) return null;
    return {
      title: page.title,
      bodyClass: ['wp-singular', 'page-template-default', 'page', `page-id-${page.id}`],
      pageId: page.id,
      main: html`<article id="post-${page.id}" class="post-${page.id} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">${page.title}</h1></header>
<div class="entry-content">${raw(page.content)}</div>
</article>`,
    };
  },
});

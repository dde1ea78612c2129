import type { Context, Hono } from 'hono';
import type { AppEnv, RequestContext } from '../../context';
import { html } from '../../lib';
import { type PageView, renderLayout } from '../../render';
import type { PageDefinition } from '../define';
import { classicCartAction } from '../shared';

function pageResponse(ctx: RequestContext, view: PageView, path: string): Response {
  return new Response(renderLayout(ctx, view, path), {
    status: view.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
  });
}

/** WordPress's 404 page, in the layout. */
export function notFoundPage(c: Context<AppEnv>): Response {
  const view: PageView = {
    title: 'Sayfa bulunamadı',
    bodyClass: ['error404'],
    status: 404,
    main: html`<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">Hay aksi! Bu sayfa bulunamadı.</h1></header><div class="page-content"><p>Aradığınız adreste bir şey yok. <a href="/">Ana sayfaya</a> dönün ya da <a href="/firsatlar/">fırsatlara</a> göz atın.</p></div></section>`,
  };
  return pageResponse(c.get('ctx'), view, new URL(c.req.url).pathname);
}

/** Registers each page file's route; null from render is a 404, a Response goes out as it is. */
export function registerPages(app: Hono<AppEnv>, pages: PageDefinition[]): void {
  for (const page of pages) {
    const methods = page.methods ?? ['GET'];
    app.on([...methods, ...(methods.includes('GET') ? ['HEAD'] : [])], page.path, async (c) => {
      const ctx = c.get('ctx');
      const url = new URL(c.req.url);
      const action = c.req.method === 'GET' ? classicCartAction(ctx, url) : null;
      if (action) return action;
      const result = await page.render(ctx, {
        params: c.req.param(),
        query: url.searchParams,
        request: c.req.raw,
      });
      if (result === null) return notFoundPage(c);
      if (result instanceof Response) return result;
      return pageResponse(ctx, result, url.pathname);
    });
  }
}

import { Hono } from 'hono';
import { type AppEnv, cartReservedTimer, requestContext, type Store } from './context';
import { serveFile } from './http';
import { paths } from './lib';
import { demoImageSvg } from './render';
import {
  adminAjaxDispatcher,
  loadRoutes,
  notFoundPage,
  registerPages,
  restDispatcher,
  wcAjaxDispatcher,
} from './routes';
import { inCurrency, visitorCurrency } from './shop';

const notFoundText = (): Response =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The demo store's HTTP application: files first (no session), then the WordPress-like routes. */
export async function createApp(store: Store): Promise<Hono<AppEnv>> {
  const routes = await loadRoutes();
  const app = new Hono<AppEnv>({ strict: false });

  // Files: the firsat build, the demo theme's stylesheet, generated product pictures.
  app.get(`${paths.firsat}*`, async (c) => {
    const path = new URL(c.req.url).pathname.slice(paths.firsat.length);
    return (await serveFile(store.options.embedDir, path)) ?? notFoundText();
  });
  app.get(`${paths.theme}*`, async (c) => {
    const path = new URL(c.req.url).pathname.slice(paths.theme.length);
    return (await serveFile(store.options.publicDir, path)) ?? notFoundText();
  });
  app.get(`${paths.uploads}*`, (c) => {
    const file = new URL(c.req.url).pathname.slice(paths.uploads.length);
    const row = store.db
      .prepare(
        'SELECT posts.title, width, height FROM attachments JOIN posts ON posts.id = attachments.post_id WHERE file = ?',
      )
      .get(file) as { title: string; width: number | null; height: number | null } | undefined;
    const title = row?.title ?? (file === 'woocommerce-placeholder.svg' ? 'Görsel bekleniyor' : null);
    if (title === null) return notFoundText();
    return new Response(demoImageSvg(title, row?.width ?? 600, row?.height ?? 600), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    });
  });

  // Everything else runs inside the visitor's session.
  app.use('*', requestContext(store));
  app.use('*', cartReservedTimer(store));
  // Every price the request prints is in the visitor's currency (the currency switcher's choice).
  app.use('*', (c, next) => inCurrency(visitorCurrency(store.db, c.get('ctx').session.id), next));

  const wcAjax = wcAjaxDispatcher(routes.wcAjax);
  const rest = restDispatcher(routes.rest);
  // WooCommerce and WordPress read ?wc-ajax= and ?rest_route= on any path.
  app.use('*', async (c, next) => {
    const endpoint = c.req.query('wc-ajax');
    if (endpoint !== undefined) return wcAjax(c, endpoint);
    if (c.req.query('rest_route') !== undefined) return rest(c);
    await next();
  });
  app.all(paths.adminAjax, adminAjaxDispatcher(routes.adminAjax));
  app.all('/wp-json', rest);
  app.all('/wp-json/*', rest);
  registerPages(app, routes.pages);

  app.notFound(notFoundPage);
  app.onError((error, c) => {
    console.error(error);
    return c.text('Sunucu hatası: bu demo mağazada bir şeyler ters gitti.', 500);
  });
  return app;
}

import { describe, expect, it } from 'vitest';
import { createTestClient, serveForTests } from '../../testing';

/**
 * The header's off-canvas menu and search overlay (render/header-menus.ts): each toggle a link to
 * its panel, so both work without JavaScript (the theme shows a panel as the page's `:target`).
 */
const store = serveForTests();
const page = async (path: string) => (await createTestClient(store.server.url).fetch(path)).text();

describe('the header menus', () => {
  it('print the menu toggle as Storefront’s, a link to the handheld navigation with the site menu', async () => {
    const body = await page('/magaza/');
    expect(body).toContain(
      '<a id="site-navigation-menu-toggle" class="menu-toggle" href="#site-handheld-navigation" aria-controls="site-handheld-navigation" aria-expanded="false">',
    );
    const panel =
      /<div id="site-handheld-navigation" class="handheld-navigation off-canvas">([\s\S]*?)<\/nav>/.exec(
        body,
      )?.[1] ?? '';
    expect(panel).toContain('<p class="off-canvas-title">Menü</p>');
    expect(panel).toContain('<a class="off-canvas-close" href="#masthead" aria-label="Menüyü kapat">');
    expect([...panel.matchAll(/<li class="menu-item[^"]*"><a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/',
      '/firsatlar/',
      '/magaza/',
      '/vitrin/',
      '/filtre/',
      '/blog/',
      '/sepet/',
    ]);
    // the current page marked as in the row menu
    expect(panel).toContain(
      '<li class="menu-item current-menu-item"><a href="/magaza/" aria-current="page">Mağaza</a></li>',
    );
  });

  it('print the search toggle and the overlay with the product search block (its own block id)', async () => {
    const body = await page('/');
    expect(body).toContain(
      '<a id="site-search-toggle" class="search-toggle" href="#site-search-overlay" aria-controls="site-search-overlay" aria-expanded="false">',
    );
    const overlay =
      /<div id="site-search-overlay" class="search-overlay">([\s\S]*?)<\/header>/.exec(body)?.[1] ?? '';
    expect(overlay).toContain('<p class="search-overlay-title">Mağazada ara</p>');
    expect(overlay).toContain(
      'class="wopb-block-wrapper wopb-front-block-wrapper wopb-product-search-block " data-blockid="baslik-arama"',
    );
    expect(overlay).toContain('<li value="elektronik">Elektronik</li>');
  });

  it('leave the shop page’s own search block as it was', async () => {
    const body = await page('/magaza/');
    expect(body.match(/data-blockid="magaza-arama"/g)).toHaveLength(1);
    expect(body.match(/data-blockid="baslik-arama"/g)).toHaveLength(1);
  });
});

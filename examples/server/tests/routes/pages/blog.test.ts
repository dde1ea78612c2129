import { describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests } from '../../../testing';

const store = serveForTests();

const get = async (path: string, cookie?: string) => {
  const client = createTestClient(store.server.url);
  const response = await client.fetch(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  return { status: response.status, page: await response.text() };
};

describe('the blog pages', () => {
  it.each(['/blog/', '/blog/kesfet/', '/blog/ara/', '/blog/manset/', '/blog/kablosuz-kulaklik-incelemesi/'])(
    '%s is a PostX page with the blog stylesheet, the presets and the toggle',
    async (path) => {
      const { status, page } = await get(path);
      expect(status).toBe(200);
      expect(page).toMatch(/<body class="[^"]*postx-page/);
      expect(page).toContain(
        '<link rel="stylesheet" id="firsat-blog-style-css" href="/wp-content/themes/firsat-demo/blog.css',
      );
      expect(page).toContain("<style id='ultp-preset-colors-style-inline-css'>");
      expect(page).toContain('<div class="ultp-dark-light-block-wrapper-content ultp-frontend layout7">');
      expect(page).toContain('<script type="module" src="/firsat/firsat.js"></script>');
      if (path !== '/blog/kesfet/') {
        expect(page).toMatch(
          /<ul class="ultp-news-ticker" data-type="(horizontal|vertical|typewriter|marquee)" data-hover="1"/,
        );
      }
    },
  );

  it('renders the colour mode from the ultplocalDLMode cookie: the inactive half and the swapped presets', async () => {
    const light = (await get('/blog/')).page;
    expect(light).toContain('<div class="ultp-dl-after-before-con ultp-dl-light  " data-iconlay="layout7"');
    expect(light).toContain(
      '<div class="ultp-dl-after-before-con ultp-dl-dark inactive " data-iconlay="layout7"',
    );
    expect(light).toContain('--postx_preset_Base_1_color: #ffffff;');
    const dark = (await get('/blog/', 'ultplocalDLMode=ultpdark')).page;
    expect(dark).toContain(
      '<div class="ultp-dl-after-before-con ultp-dl-light inactive " data-iconlay="layout7"',
    );
    expect(dark).toContain('<div class="ultp-dl-after-before-con ultp-dl-dark  " data-iconlay="layout7"');
    // Base_1..3 and Contrast_1..3 trade values, as handle_dark_light_color_switcher() does
    expect(dark).toContain('--postx_preset_Contrast_1_color: #ffffff;');
    expect(dark).toContain('--postx_preset_Base_1_color: #1f2328;');
    // the image block's dark picture is the active one
    expect(light).toContain('class="ultp-image ultp-light-image-block "');
    expect(light).toContain('class="ultp-image inactive  ultp-dark-image-block "');
    expect(dark).toContain('class="ultp-image ultp-light-image-block inactive "');
    expect(dark).toContain('class="ultp-image ultp-dark-image-block "');
    // the site logo block PostX switches; in dark mode the dark logo shows through CSS
    expect(light).toMatch(
      /<div class="ultp-dark-logo wp-block-site-logo"><a href="\/" class="custom-logo-link"[^>]*><img [^>]*src="[^"]+\/firsat-logo\.svg"/,
    );
    expect(light).not.toContain('ultp-dark-logo-css');
    expect(dark).toContain(
      '.ultp-dark-logo.wp-block-site-logo img { content: url("/wp-content/themes/firsat-demo/firsat-logo-koyu.svg"); }',
    );
    // anything else is the site's default
    expect((await get('/blog/', 'ultplocalDLMode=mor')).page).toContain(
      '--postx_preset_Base_1_color: #ffffff;',
    );
  });

  it('prints an article with its contents (anchors to its h2/h3), share bars, video and related posts', async () => {
    const { page } = await get('/blog/kablosuz-kulaklik-incelemesi/');
    expect(page).toContain(
      '<h1 class="entry-title">Kablosuz kulaklık incelemesi: aktif gürültü engelleme ne kadar iyi?</h1>',
    );
    expect(page).toContain(
      '<ul class="ultp-toc-lists"><li><a href="#ses-kalitesi">Ses kalitesi</a><ul class="ultp-toc-lists"><li><a href="#bas-ve-tiz-dengesi">Bas ve tiz dengesi</a></li></ul></li>',
    );
    expect(page).toContain('<h2 id="ses-kalitesi">Ses kalitesi</h2>');
    expect(page).toContain('<a href="#" class="ultp-toc-backtotop"');
    // the featured video nested as Post_Featured_Image prints it, the player printed (a local file here)
    expect(page).toMatch(
      /<div class="ultp-image-wrapper"><div class="ultp-builder-video"><div class="ultp-video-block ultp-sticky-video"><video class="ultp-video-html" controls playsinline preload="metadata" poster="[^"]+" aria-label="Kablosuz kulaklık[^"]*"><source src="http:\/\/127\.0\.0\.1:\d+\/wp-content\/themes\/firsat-demo\/media\/urun-tanitim\.webm" type="video\/webm"><\/video><span class="ultp-sticky-close"><\/span><\/div><\/div><\/div>/,
    );
    // an embed's player is its iframe
    expect((await get('/blog/kapadokya-gezi-rehberi/')).page).toContain(
      '<div class="ultp-video-block ultp-sticky-video"><iframe width="640" height="360" loading="lazy" src="https://player.vimeo.com/video/76979871?dnt=1"',
    );
    expect(page).toContain('ultp-post-share-layout ultp-inline-false ultp-disable-sticky-footer');
    expect(page).toContain('<span>Benzer yazılar</span>');
    // a video post's related posts are videos, their icons opening the modal
    const related = page.slice(page.indexOf('<span>Benzer yazılar</span>'));
    expect(related.match(/class="ultp-video-icon"/g)).toHaveLength(3);
    expect(related.match(/<div class="ultp-video-modal">/g)).toHaveLength(3);
    expect((await get('/blog/yok-boyle-bir-yazi/')).status).toBe(404);
  });

  it('prints the video icon and modal on a grid item of a video post', async () => {
    const { page } = await get('/blog/?blog-sayfalar_page=1');
    expect(page).toContain('<div enableVideoPopup="1" enableAutoPlay="" class="ultp-video-icon">');
    expect(page).toContain(
      '<div class="ultp-video-modal"><div class="ultp-video-modal__overlay"></div><span class="ultp-video-close"></span>',
    );
  });

  it('prints the advanced filter in its grid parent with data-grids and data-pagi', async () => {
    const { page } = await get('/blog/kesfet/');
    expect(page).toContain(
      `data-grids='[{"blockId":"kesfet-izgara","name":"ultimate-post/post-grid-1"},{"blockId":"kesfet-liste","name":"ultimate-post/post-list-1"}]' data-pagi='["ultp-block-kesfet-sayfalama"]'`,
    );
    expect(page).toContain('class="ultp-block-kesfet-filtre-sirala ultp-filter-button');
    expect(page).toContain('data-type="adv_sort"');
    expect(page).toMatch(
      /class="ultp-block-kesfet-filtre-kategori ultp-filter-select[^"]*" data-selected="_all" data-type="category"/,
    );
    expect(page).toContain('<div class="ultp-filter-search-input"><input type="search"');
    expect(page).toContain('ultp-filter-clear ultp-filter-clear-template');
    expect(page).toContain('ultp-filter-clear ultp-filter-clear-button');
    // the infinite-scroll grid's wrapper data and the list's pagination for the separate block
    expect(page).toMatch(
      /ultp-block-kesfet-izgara ultp-iscroll-active "><div class="ultp-block-wrapper" +data-filter-is-adv="1"/,
    );
    expect(page).toContain('data-for="ultp-block-kesfet-izgara" data-blockid="kesfet-izgara"');
    expect(page).toContain(
      '<div class="pagination-block-html" aria-hidden="true" style="display: none;"><div class="ultp-pagination-wrap ultp-pagination-ajax-action"',
    );
    expect(page).toContain(
      '<div class="wp-block-ultimate-post-post-pagination ultp-pagination-block ultp-block-kesfet-sayfalama"></div>',
    );
  });

  it('prints the three advanced search layouts, and the post search results page they open', async () => {
    const { page } = await get('/blog/ara/');
    expect(page).toContain(
      '<div class="ultp-search-container ultp-search-frontend"  data-ajax="1" data-gosearch="1"',
    );
    expect(page).toContain('ultp-search-frontend ultp-search-animation-popup');
    expect(page).toContain('ultp-search-frontend ultp-search-animation-fullwidth');
    expect(page).toContain('<div class="ultp-popupclose-icon">');
    const results = await get(
      `/?s=${encodeURIComponent('istanbul')}&ultp_exclude=${encodeURIComponent('["page","product"]')}`,
    );
    expect(results.page).toMatch(/<body class="search search-results/);
    expect(results.page).toContain('İstanbul');
    const none = await get('/?s=zzzyyy&post_type=post');
    expect(none.page).toContain('Aramanızla eşleşen yazı bulunamadı.');
    // a product search stays the shop's
    expect((await get('/?s=saat')).page).toContain('woocommerce');
  });

  it('serves the real plugin page without its scripts, pointing at the store (jQuery kept or removed)', async () => {
    const client = createTestClient(store.server.url);
    const page = await (await client.fetch('/demo/postx-gercek/')).text();
    expect(page).not.toContain('127.0.0.1:8089');
    expect(page).not.toContain('ultp.min.js');
    expect(page).not.toContain('wopb.js');
    expect(page).toContain('<script type="module" src="/firsat/firsat.js"></script>');
    expect(page).toContain('/wp-includes/js/jquery/jquery.min.js?ver=3.7.1');
    const ultp = readGlobal(page, 'ultp_data_frontend');
    expect(ultp.ajax).toBe(`${store.server.url}/wp-admin/admin-ajax.php`);
    expect(String(ultp.security)).toMatch(/^[0-9a-f]{10}$/);
    expect(String(ultp.security)).not.toBe('88765cc73b');
    expect(page).toContain(
      'data-blockid="rwcpo01" data-blockname="ultimate-post_post-grid-1" data-postid="1503"',
    );
    // its load more goes through against the store
    const more = await client.fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: new URLSearchParams({
        action: 'ultp_next_prev',
        paged: '2',
        blockId: 'rwcpo01',
        blockName: 'ultimate-post_post-grid-1',
        postId: '1503',
        wpnonce: String(ultp.security),
      }),
    });
    expect([...(await more.text()).matchAll(/ultp-block-item post-id-/g)]).toHaveLength(3);
    const withoutJquery = await (await client.fetch('/demo/postx-gercek/?jquery=0')).text();
    expect(withoutJquery).not.toContain('jquery.min.js');
    expect((await client.fetch('/wp-includes/js/jquery/jquery.min.js')).status).toBe(200);
  });
});

describe('the blog archives', () => {
  it.each([
    ['/kategori/seyahat/', 'Kategori: Seyahat', 'taxonomy###category###seyahat'],
    ['/etiket/istanbul/', 'Etiket: İstanbul', 'taxonomy###post_tag###istanbul'],
    ['/yazar/ayse/', 'Ayşe Yılmaz', 'author###4'],
  ])('%s prints the archive grid, its controls carrying data-builder', async (path, title, builder) => {
    const { status, page } = await get(path);
    expect(status).toBe(200);
    expect(page).toContain(`<h1 class="page-title">${title}</h1>`);
    expect(page).toContain(`data-builder="${builder}"data-selfpostid="no"`);
  });

  it('pages an archive by ajax with its builder, and 404s an unknown archive', async () => {
    const client = createTestClient(store.server.url);
    const page = await (await client.fetch('/kategori/teknoloji/')).text();
    const nonce = String(readGlobal(page, 'ultp_data_frontend').security);
    const reply = await client.fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: new URLSearchParams({
        action: 'ultp_pagination',
        paged: '2',
        blockId: 'blog-arsiv',
        blockName: 'ultimate-post_post-grid-1',
        postId: '10',
        builder: 'taxonomy###category###teknoloji',
        wpnonce: nonce,
      }),
    });
    const html = await reply.text();
    const cats = [...html.matchAll(/<div class="ultp-category-in">(.*?)<\/div>/g)].map((m) => m[1] ?? '');
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.every((c) => c.includes('ultp-cat-teknoloji'))).toBe(true);
    expect((await get('/kategori/yok-boyle/')).status).toBe(404);
    expect((await get('/yazar/kimse/')).status).toBe(404);
  });
});

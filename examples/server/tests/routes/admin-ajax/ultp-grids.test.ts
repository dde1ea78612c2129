import { beforeEach, describe, expect, it } from 'vitest';
import { blogIds, pageIds } from '../../../migrations';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

/** A visitor on a blog page, with the page's `ultp_data_frontend.security` nonce. */
async function visitor(path = '/blog/'): Promise<{ client: TestClient; nonce: string; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(path)).text();
  return { client, nonce: String(readGlobal(page, 'ultp_data_frontend').security), page };
}

function ajax(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams(fields) });
}

const ids = (html: string): number[] =>
  [...html.matchAll(/ultp-block-item post-id-(\d+)/g)].map((m) => Number(m[1]));

/** The ids a block printed on the page, in order. */
function blockIds(page: string, blockId: string): number[] {
  const start = page.indexOf(`ultp-block-${blockId} `);
  const end = page.indexOf('class="ultp-post-grid-block', start + 10);
  return ids(page.slice(start, end < 0 ? undefined : end));
}

/** The posts published, newest first, as the store's database has them (the expected order). */
function newest(where = '1 = 1', params: unknown[] = []): number[] {
  return (
    store.server.store.db
      .prepare(
        `SELECT id FROM posts p WHERE type = 'post' AND status = 'publish' AND ${where} ORDER BY date_gmt DESC, id DESC`,
      )
      .all(...params) as { id: number }[]
  ).map((row) => row.id);
}

const inCategory = (slug: string): number[] =>
  newest(
    "id IN (SELECT r.object_id FROM term_relationships r JOIN terms t ON t.id = r.term_id WHERE t.taxonomy = 'category' AND t.slug = ?)",
    [slug],
  );

const common = (nonce: string, blockId: string, name = 'ultimate-post_post-grid-1') => ({
  blockId,
  blockName: name,
  postId: String(pageIds.blog),
  wpnonce: nonce,
});

describe('the blog page prints the post-blocks grids', () => {
  it('prints ultp_data_frontend with an ultp-nonce, the grids, the filter bar and each pagination kind', async () => {
    const { page, nonce } = await visitor();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(readGlobal(page, 'ultp_data_frontend')).toMatchObject({
      ajax: `${store.server.url}/wp-admin/admin-ajax.php`,
      ultpSavedDLMode: 'ultplight',
      active: '',
      home_url: store.server.url,
      dark_logo: `${store.server.url}/wp-content/themes/firsat-demo/firsat-logo-koyu.svg`,
    });
    expect(page).toContain(
      '<div class="ultp-filter-wrap" data-taxtype=category data-blockid="blog-izgara" data-blockname="ultimate-post_post-grid-1" data-postid="10"data-selfpostid="no"><ul class="ultp-flex-menu" data-name="Daha fazla"><li class="filter-item"><a class="filter-active" data-taxonomy="" href="#">Tümü</a></li>',
    );
    expect(page).toMatch(
      /<span class="ultp-loadmore-action" tabindex="0" role="button" data-pages="\d+" data-pagenum="1" {2}data-expost="" data-blockid="blog-izgara" data-blockname="ultimate-post_post-grid-1" data-postid="10" data-selfpostid="no">Daha fazla yükle <span class="ultp-spin">/,
    );
    expect(page).toMatch(
      /<div class="ultp-pagination-wrap ultp-pagination-ajax-action" data-paged="1" data-expost="" {2}data-blockid="blog-sayfalar" data-postid="10" data-pages="\d+" data-blockname="ultimate-post_post-grid-1" data-selfpostid="no"><ul class="ultp-pagination">/,
    );
    expect(page).toContain('<div class="ultp-next-prev-wrap" data-pages="');
    expect(page).toContain('<a class="ultp-prev-action ultp-disable" href="#">');
    // every page link is real: /blog/page/N/
    expect(page).toContain(
      `<li class="ultp-center-item" data-current="2" ><a href="/blog/page/2/">2</a></li>`,
    );
  });

  it('never repeats a post across the three unique-content grids, and prints the map span', async () => {
    const { page } = await visitor();
    const grid = blockIds(page, 'blog-izgara');
    const pages = blockIds(page, 'blog-sayfalar');
    const list = blockIds(page, 'blog-liste');
    expect(grid).toEqual(newest().slice(0, 6));
    expect(pages).toEqual(newest().slice(6, 12));
    expect(list).toEqual(newest().slice(12, 16));
    expect(page).toContain(
      `<span style='display: none;' class='ultp-current-unique-posts' data-ultp-unique-ids= {"blog":${JSON.stringify(grid)}} data-current-unique-posts= ${JSON.stringify(grid)}> </span>`,
    );
    expect(page).toContain(
      `data-ultp-unique-ids= {"blog":${JSON.stringify([...grid, ...pages, ...list])}} data-current-unique-posts= ${JSON.stringify(list)}>`,
    );
  });

  it('opens a block at the page the address gives (?<blockId>_page=N) and at /blog/page/N/', async () => {
    const { page } = await visitor('/blog/?blog-sayfalar_page=3');
    expect(page).toContain(
      '<li class="ultp-center-item pagination-active" data-current="3"><a href="/blog/page/3/">3</a></li>',
    );
    const second = await (await createTestClient(store.server.url).fetch('/blog/page/2/')).text();
    expect(second).toContain('data-paged="2"');
  });
});

describe('admin-ajax ultp_next_prev and ultp_pagination', () => {
  it('answers the next page of a block as HTML items (replace / append), leaving out the other grids’ posts', async () => {
    const { client, nonce, page } = await visitor();
    const grid = blockIds(page, 'blog-izgara');
    const pages = blockIds(page, 'blog-sayfalar');
    const list = blockIds(page, 'blog-liste');
    const map = JSON.stringify({ blog: [...grid, ...pages, ...list] });
    const response = await ajax(client, {
      action: 'ultp_next_prev',
      paged: '2',
      ...common(nonce, 'blog-izgara'),
      exclude: '',
      filterValue: '',
      filterType: '',
      ultpUniqueIds: map,
      ultpCurrentUniquePosts: JSON.stringify(grid),
      widgetBlockId: '',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    const others = new Set([...pages, ...list]);
    const expected = newest()
      .filter((id) => !others.has(id))
      .slice(6, 12);
    expect(ids(html)).toEqual(expected);
    expect(html).toContain(`data-current-unique-posts= ${JSON.stringify(expected)}>`);
    expect(html).toContain(
      `data-ultp-unique-ids= {"blog":${JSON.stringify([...pages, ...list, ...expected])}}`,
    );
  });

  it('pages with ultp_pagination (the fresh nonce of ultp_get_nonce), a page past the last answers empty', async () => {
    const { client } = await visitor();
    const fresh = await (await ajax(client, { action: 'ultp_get_nonce' })).json();
    expect(fresh).toEqual({ success: true, data: { nonce: expect.stringMatching(/^[0-9a-f]{10}$/) } });
    const nonce = fresh.data.nonce as string;
    const page3 = await (
      await ajax(client, { action: 'ultp_pagination', paged: '3', ...common(nonce, 'blog-sayfalar') })
    ).text();
    expect(ids(page3)).toEqual(newest().slice(12, 18));
    const past = await (
      await ajax(client, { action: 'ultp_pagination', paged: '999', ...common(nonce, 'blog-sayfalar') })
    ).text();
    expect(past).toBe('');
  });

  it('keeps the filter a control carries on (filterValue / filterType, and the advanced filter’s fields)', async () => {
    const { client, nonce } = await visitor();
    const tab = await (
      await ajax(client, {
        action: 'ultp_next_prev',
        paged: '2',
        ...common(nonce, 'blog-izgara'),
        filterValue: 'tarifler',
        filterType: 'category',
      })
    ).text();
    expect(ids(tab)).toEqual(inCategory('tarifler').slice(6, 12));

    const explore = await visitor('/blog/kesfet/');
    const adv = await (
      await ajax(explore.client, {
        action: 'ultp_pagination',
        paged: '1',
        blockId: 'kesfet-izgara',
        blockName: 'ultimate-post_post-grid-1',
        postId: String(blogIds.explore),
        wpnonce: explore.nonce,
        filterValue: JSON.stringify(['category###seyahat']),
        filterType: 'multiTaxonomy',
        isAdv: 'true',
        author: '[]',
        order: 'ASC',
        orderby: 'title',
        search: '',
        adv_sort: '',
      })
    ).text();
    const titles = [...adv.matchAll(/<h3 class="ultp-block-title "><a [^>]+>([^<]+)<\/a>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(titles.length).toBe(6);
    expect([...titles].sort((a, b) => a.localeCompare(b, 'tr'))).toEqual(titles);
    expect(ids(adv).every((id) => inCategory('seyahat').includes(id))).toBe(true);
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'abc123def0' }],
  ])('answers admin-ajax’s 0 for %s, as the plugin’s callback returns', async (_name, fields) => {
    const { client } = await visitor();
    for (const action of ['ultp_next_prev', 'ultp_pagination', 'ultp_filter', 'ultp_adv_filter']) {
      const response = await ajax(client, {
        action,
        paged: '2',
        taxtype: 'category',
        blockId: 'blog-izgara',
        blockName: 'ultimate-post_post-grid-1',
        postId: '10',
        ...fields,
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('0');
    }
  });

  it('refuses an expired nonce; the one ultp_get_nonce gives then goes through', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = ttlSeconds * 1000 + 1000;
    const refused = await ajax(client, {
      action: 'ultp_next_prev',
      paged: '2',
      ...common(nonce, 'blog-izgara'),
    });
    expect(await refused.text()).toBe('0');
    const fresh = (await (await ajax(client, { action: 'ultp_get_nonce' })).json()).data.nonce as string;
    const again = await ajax(client, {
      action: 'ultp_next_prev',
      paged: '2',
      ...common(fresh, 'blog-izgara'),
    });
    expect(ids(await again.text())).toHaveLength(6);
  });

  it('answers 0 for a block the page does not hold, and {success:false} for a missing page', async () => {
    const { client, nonce } = await visitor();
    expect(
      await (await ajax(client, { action: 'ultp_next_prev', paged: '2', ...common(nonce, 'yok') })).text(),
    ).toBe('0');
    const missing = await ajax(client, {
      action: 'ultp_next_prev',
      paged: '2',
      ...common(nonce, 'blog-izgara'),
      postId: '999999',
    });
    expect(await missing.json()).toEqual({ success: false, data: { message: 'Post not found' } });
  });
});

describe('admin-ajax ultp_filter', () => {
  it('answers filteredData: the tab’s first page, the pagination carrying the tab, paginationType', async () => {
    const { client } = await visitor();
    const nonce = (await (await ajax(client, { action: 'ultp_get_nonce' })).json()).data.nonce as string;
    const response = await ajax(client, {
      action: 'ultp_filter',
      taxtype: 'category',
      taxonomy: 'teknoloji',
      ...common(nonce, 'blog-izgara'),
      widgetBlockId: '',
      ultpUniqueIds: '{}',
      ultpCurrentUniquePosts: '[]',
    });
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const reply = await response.json();
    expect(reply.success).toBe(true);
    const data = reply.data.filteredData;
    expect(Object.keys(data).sort()).toEqual(
      [
        'blocks',
        'data_all_attrs',
        'data_attrs',
        'notFound',
        'pagination',
        'paginationShow',
        'paginationType',
      ].sort(),
    );
    expect(data.paginationType).toBe('loadMore');
    expect(data.paginationShow).toBe(true);
    const tech = inCategory('teknoloji');
    expect(ids(data.blocks)).toEqual(tech.slice(0, 6));
    expect(data.pagination).toContain(
      `<span class="ultp-loadmore-action" tabindex="0" role="button" data-pages="${Math.ceil(tech.length / 6)}" data-pagenum="1" data-blockid="blog-izgara" data-blockname="ultimate-post_post-grid-1" data-postid="10" data-filter-value="teknoloji" data-filter-type="category" data-filter-is-adv="" data-for="ultp-block-blog-izgara" >`,
    );
    expect(JSON.parse(data.data_attrs)).toMatchObject({
      paged: 1,
      blockid: 'blog-izgara',
      filter_value: 'teknoloji',
    });
  });

  it('"all" (an empty taxonomy) is every post again', async () => {
    const { client, nonce } = await visitor();
    const data = (
      await (
        await ajax(client, {
          action: 'ultp_filter',
          taxtype: 'category',
          taxonomy: '',
          ...common(nonce, 'blog-izgara'),
        })
      ).json()
    ).data.filteredData;
    expect(ids(data.blocks)).toEqual(newest().slice(0, 6));
  });
});

describe('admin-ajax ultp_adv_filter', () => {
  const advanced = (nonce: string, blockId: string, fields: Record<string, string>) => ({
    action: 'ultp_adv_filter',
    blockId,
    blockName: blockId === 'kesfet-liste' ? 'ultimate-post_post-list-1' : 'ultimate-post_post-grid-1',
    postId: String(blogIds.explore),
    builder_id: '',
    widgetBlockId: '',
    ultpUniqueIds: '',
    ultpCurrentUniquePosts: '',
    wpnonce: nonce,
    ...fields,
  });

  it('takes the block name as the filter’s data-grids spells it (ultimate-post/<slug>), as the plugin’s script sends it', async () => {
    const { client, nonce } = await visitor('/blog/kesfet/');
    const reply = await ajax(
      client,
      advanced(nonce, 'kesfet-izgara', {
        blockName: 'ultimate-post/post-grid-1',
        'taxonomy[0][value]': 'category###teknoloji',
      }),
    );
    expect((await reply.json()).data.filteredData.blocks).toContain('ultp-block-item');
  });

  it('filters by taxonomy, author and order, and answers data_attrs for the infinite-scroll grid', async () => {
    const { client, nonce } = await visitor('/blog/kesfet/');
    const data = (
      await (
        await ajax(
          client,
          advanced(nonce, 'kesfet-izgara', {
            'taxonomy[0][value]': 'category###teknoloji',
            'taxonomy[1][value]': 'post_tag###inceleme',
            'author[0][value]': '5',
            order: 'DESC',
            orderby: 'date',
            adv_sort: '',
            search: '',
          }),
        )
      ).json()
    ).data.filteredData;
    const expected = newest(
      `author_id = 5 AND id IN (SELECT r.object_id FROM term_relationships r JOIN terms t ON t.id = r.term_id WHERE t.taxonomy = 'category' AND t.slug = 'teknoloji') AND id IN (SELECT r.object_id FROM term_relationships r JOIN terms t ON t.id = r.term_id WHERE t.taxonomy = 'post_tag' AND t.slug = 'inceleme')`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data.blocks)).toEqual(expected.slice(0, 6));
    expect(JSON.parse(data.data_attrs)).toMatchObject({
      blockid: 'kesfet-izgara',
      filter_type: 'multiTaxonomy',
      filter_value: JSON.stringify(['category###teknoloji', 'post_tag###inceleme']),
      filter_author: JSON.stringify([{ value: '5' }]),
      filter_for: 'ultp-block-kesfet-izgara',
    });
  });

  it('searches in Turkish lower case with the words bound as a parameter: “istanbul” finds İstanbul', async () => {
    const { client, nonce } = await visitor('/blog/kesfet/');
    const data = (
      await (
        await ajax(client, advanced(nonce, 'kesfet-izgara', { search: 'istanbul', order: 'DESC' }))
      ).json()
    ).data.filteredData;
    const titles = [...data.blocks.matchAll(/<h3 class="ultp-block-title "><a [^>]+>([^<]+)<\/a>/g)].map(
      (m: RegExpMatchArray) => m[1] ?? '',
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t: string) => t.includes('İstanbul'))).toBe(true);
    // a quote or a LIKE wildcard is only text
    for (const search of ["' OR 1=1 --", '%', '_']) {
      const none = (await (await ajax(client, advanced(nonce, 'kesfet-izgara', { search }))).json()).data
        .filteredData;
      expect(none.blocks).toBe('');
      expect(none.notFound).toBe('Bu filtrelere uyan yazı yok.');
    }
  });

  it('sorts with the quick sort (adv_sort) and gives the separate pagination block its pages', async () => {
    const { client, nonce } = await visitor('/blog/kesfet/');
    const data = (
      await (
        await ajax(
          client,
          advanced(nonce, 'kesfet-liste', { adv_sort: 'popular_post_all_times_view', order: 'DESC' }),
        )
      ).json()
    ).data.filteredData;
    const views = (id: number) =>
      Number(
        (
          store.server.store.db
            .prepare("SELECT value FROM post_meta WHERE post_id = ? AND key = '__post_views_count'")
            .get(id) as { value: string } | undefined
        )?.value ?? 0,
      );
    const got = ids(data.blocks).map(views);
    expect(got).toEqual([...got].sort((a, b) => b - a));
    expect(data.paginationType).toBe('pagination');
    expect(data.pagination).toContain(
      'class="ultp-pagination-wrap ultp-pagination-ajax-action" data-paged="1" data-blockid="kesfet-liste"',
    );
    expect(data.pagination).toContain('data-filter-adv-sort="popular_post_all_times_view"');
  });
});

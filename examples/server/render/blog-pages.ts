import { type BlogPost, blogPostBySlug, queryBlogPosts } from '../content';
import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { blogIds, pageIds } from '../migrations';
import type { PageView } from './page-view';
import {
  advancedFilter,
  advancedSearch,
  archiveBlock,
  type BlockRender,
  blogHomeBlocks,
  type ColourMode,
  colourModeOf,
  darkLightToggle,
  exploreBlocks,
  featuredMedia,
  imageBlock,
  newsTicker,
  type PostBlock,
  postBlock,
  postDate,
  postItem,
  postSlider,
  presetColourStyle,
  shareBar,
  tableOfContents,
} from './post-blocks';

/** What a blog page reads from the request: the colour-mode cookie, the address. */
export interface BlogRequest {
  cookie: string | null;
  url: URL;
  /** /blog/page/N/ */
  paged?: number;
}

const pageNumber = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The page a block opens at: `?<blockId>_page=N` (the address the plugin's ajax pagination
 * writes), else the page's own /page/N/. A load-more block at page N prints pages 1..N.
 */
function blockState(block: PostBlock, req: BlogRequest, unique: Record<string, number[]>): BlockRender {
  const page = pageNumber(req.url.searchParams.get(`${block.blockId}_page`)) ?? req.paged ?? 1;
  const tab = req.url.searchParams.get(`${block.blockId}_cat`);
  const base = req.url.pathname.replace(/page\/\d+\/?$/, '');
  return {
    page,
    unique,
    baseUrl: base,
    filter:
      tab && block.filter?.values.includes(tab)
        ? {
            taxonomy: [tab],
            type: block.filter.type,
            isAdv: false,
            authors: [],
            order: 'DESC',
            orderby: 'date',
            search: '',
            advSort: '',
          }
        : undefined,
  };
}

/** A block at its address state; a load-more block at page N shows pages 1..N in one query. */
function blockAt(
  ctx: RequestContext,
  block: PostBlock,
  req: BlogRequest,
  unique: Record<string, number[]>,
): SafeHtml {
  const state = blockState(block, req, unique);
  if (block.pagination === 'loadMore' && state.page > 1) {
    const pages = Math.ceil(
      queryBlogPosts(ctx.db, { perPage: block.perPage, page: 1, categories: block.query?.categories }).total /
        block.perPage,
    );
    const upTo = Math.min(state.page, Math.max(1, pages));
    const wide = { ...block, perPage: block.perPage * upTo };
    const out = postBlock(ctx, wide, { ...state, page: 1 });
    // the button carries the block's own page size: pages and the page reached
    return raw(
      out.value.replace(
        /data-pages="\d+" data-pagenum="1"/,
        `data-pages="${Math.max(1, pages)}" data-pagenum="${upTo}"`,
      ),
    );
  }
  return postBlock(ctx, block, state);
}

/** What every blog page prints around its content: the stylesheet, the presets, the toggle. */
export function blogChrome(mode: ColourMode): Pick<PageView, 'head' | 'headerExtra'> {
  return {
    // in dark mode the plugin shows the dark logo through CSS, so the first paint is right
    head: html`<link rel="stylesheet" id="firsat-blog-style-css" href="${paths.theme}blog.css?ver=0.1.0" media="all">
${presetColourStyle(mode)}${
  mode === 'ultpdark'
    ? html`<style id="ultp-dark-logo-css">.ultp-dark-logo.wp-block-site-logo img { content: url("${paths.darkLogo}"); }</style>
`
    : ''
}`,
    headerExtra: html`<div class="site-colour-mode">${darkLightToggle(mode)}</div>`,
  };
}

const pageBody = (id: number, extra: string[] = []): string[] => [
  'wp-singular',
  'page-template-default',
  'page',
  `page-id-${id}`,
  'postx-page',
  ...extra,
];

function blogNav(current: string): SafeHtml {
  const items = [
    { path: '/blog/', label: 'Blog' },
    { path: '/blog/kesfet/', label: 'Keşfet' },
    { path: '/blog/manset/', label: 'Manşet' },
    { path: '/blog/ara/', label: 'Ara' },
  ];
  return html`<nav class="blog-nav" aria-label="Blog menüsü"><ul>${items.map(
    (item) =>
      html`<li><a href="${item.path}"${item.path === current ? raw(' aria-current="page"') : ''}>${item.label}</a></li>`,
  )}</ul></nav>`;
}

/** A blog page of the site (a WordPress page holding PostX blocks): its article, head and content. */
function blogPage(
  req: BlogRequest,
  page: { id: number; path: string; title: string; lead?: string; bodyExtra?: string[] },
  content: SafeHtml,
): PageView {
  return {
    title: page.title,
    bodyClass: pageBody(page.id, page.bodyExtra),
    pageId: page.id,
    ...blogChrome(colourModeOf(req.cookie)),
    main: html`<article id="post-${page.id}" class="post-${page.id} page type-page status-publish hentry">
<header class="entry-header blog-header"><h1 class="entry-title">${page.title}</h1>${
      page.lead ? html`<p class="blog-lead">${page.lead}</p>` : ''
    }${blogNav(page.path)}</header>
<div class="entry-content">
${content}
</div>
</article>`,
  };
}

/** /blog/ (and /blog/page/N/): ticker, grid with the filter bar and load more, numbered grid, list. */
export function blogHomePage(ctx: RequestContext, req: BlogRequest): PageView {
  const mode = colourModeOf(req.cookie);
  const unique: Record<string, number[]> = {};
  const [grid, pages, list] = blogHomeBlocks.map((block) => blockAt(ctx, block, req, unique));
  const view = blogPage(
    req,
    {
      id: pageIds.blog,
      path: '/blog/',
      title: 'Blog',
      lead: 'Alışveriş rehberleri, tarifler, gezi notları ve haftanın fırsatları.',
      bodyExtra: ['blog-page'],
    },
    html`${newsTicker(ctx, { blockId: 'blog-manset-akisi', type: 'horizontal', label: 'Son dakika', count: 6 })}
${grid}
<div class="blog-columns">
<div class="blog-columns-main">${pages}</div>
<aside class="blog-columns-side">${list}
${imageBlock(mode, {
  blockId: 'blog-bulten',
  light: `${paths.theme}blog-bulten-acik.svg`,
  dark: `${paths.theme}blog-bulten-koyu.svg`,
  alt: 'Fırsat Bülteni',
  link: paths.category('firsat-bulteni'),
  caption: 'Her hafta en iyi fırsatlar: Fırsat Bülteni yazılarımız',
})}</aside>
</div>`,
  );
  return { ...view, title: req.paged && req.paged > 1 ? `Blog – Sayfa ${req.paged}` : 'Blog' };
}

/** /blog/kesfet/: the advanced filter over an infinite-scroll grid and a list with its separate pagination block. */
export function explorePage(ctx: RequestContext, req: BlogRequest): PageView {
  const unique: Record<string, number[]> = {};
  const [grid, list] = exploreBlocks.map((block) => blockAt(ctx, block, req, unique));
  const grids = JSON.stringify(
    exploreBlocks.map((b) => ({ blockId: b.blockId, name: `ultimate-post/${b.slug}` })),
  );
  const pagi = JSON.stringify(['ultp-block-kesfet-sayfalama']);
  return blogPage(
    req,
    {
      id: blogIds.explore,
      path: '/blog/kesfet/',
      title: 'Keşfet',
      lead: 'Yazıları kategoriye, etikete, yazara göre süzün; sıralayın ya da içinde arayın.',
    },
    html`<div class="wp-block-ultimate-post-post-grid-parent ultp-post-grid-parent" data-postid="${blogIds.explore}" data-grids='${raw(grids)}' data-pagi='${raw(pagi)}'>
${advancedFilter(ctx, 'kesfet-filtre', blogIds.explore)}
${list}
<div class="wp-block-ultimate-post-post-pagination ultp-pagination-block ultp-block-kesfet-sayfalama"></div>
${grid}
</div>`,
  );
}

/** /blog/ara/: the three advanced search layouts. */
export function searchPage(ctx: RequestContext, req: BlogRequest): PageView {
  return blogPage(
    req,
    {
      id: blogIds.search,
      path: '/blog/ara/',
      title: 'Blogda ara',
      lead: 'En az üç harf yazın: sonuçlar yazarken gelir. Enter ya da “Ara” tüm sonuçları açar.',
    },
    html`${newsTicker(ctx, { blockId: 'ara-akis', type: 'typewriter', label: 'Yeni', count: 4 })}
<section class="blog-search-demo"><h2>Sayfada arama</h2>${advancedSearch({ blockId: 'ara-satir', layout: 'inline' })}</section>
<section class="blog-search-demo"><h2>Açılır pencerede arama</h2><p>Büyüteç simgesi arama penceresini açar.</p>${advancedSearch({ blockId: 'ara-pencere', layout: 'popup' })}</section>
<section class="blog-search-demo"><h2>Yan panelde arama</h2><p>Sonuç sayfası yeni sekmede açılır.</p>${advancedSearch({ blockId: 'ara-panel', layout: 'canvas', newTab: true })}</section>`,
  );
}

/** /blog/manset/: post slider 1 and 2 and a grid slider. */
export function headlinesPage(ctx: RequestContext, req: BlogRequest): PageView {
  return blogPage(
    req,
    { id: blogIds.headlines, path: '/blog/manset/', title: 'Manşet' },
    html`${newsTicker(ctx, { blockId: 'manset-akis', type: 'vertical', label: 'Gündem', count: 5 })}
${postSlider(ctx, { blockId: 'manset-kaydirici', kind: 1, perPage: 5, slides: { lg: 1, sm: 1, xs: 1 }, autoplay: true, speed: 3000, dots: true, fade: true, heading: 'Öne çıkanlar' })}
${postSlider(ctx, { blockId: 'manset-vitrin', kind: 2, perPage: 6, slides: { lg: 3, sm: 2, xs: 1 }, autoplay: true, speed: 3000, dots: false, fade: false, layout: 'slide1', heading: 'Seyahat notları', category: 'seyahat' })}
${postSlider(ctx, { blockId: 'manset-izgara', kind: 1, perPage: 8, slides: { lg: 4, sm: 2, xs: 1 }, autoplay: false, speed: 500, dots: true, fade: false, heading: 'Teknoloji', category: 'teknoloji' })}`,
  );
}

function relatedPosts(ctx: RequestContext, post: BlogPost): SafeHtml {
  const category = post.categories[0]?.slug;
  // a video post's related posts are videos (their icons open the video modal)
  const { posts } = queryBlogPosts(ctx.db, {
    perPage: 3,
    page: 1,
    categories: post.video ? undefined : category ? [category] : undefined,
    tags: post.video ? ['video'] : undefined,
    exclude: [post.id],
  });
  if (posts.length === 0) return raw('');
  const block: PostBlock = {
    blockId: 'yazi-benzer',
    slug: 'post-grid-1',
    pageId: post.id,
    perPage: 3,
    videoPopup: true,
  };
  return html`<section class="blog-related"><div  class="ultp-post-grid-block wp-block-ultimate-post-post-grid-1 ultp-block-yazi-benzer  "><div class="ultp-block-wrapper" ><div class="ultp-heading-filter"><div class="ultp-heading-filter-in"><div class="ultp-heading-wrap ultp-heading-style1 ultp-heading-left"><h2 class="ultp-heading-inner"><span>Benzer yazılar</span></h2></div></div></div><div class="ultp-block-items-wrap ultp-block-row ultp-pg1a-style1 ultp-grid1-responsive ultp-block-column-3 ultp-sm-column-2 ultp-xs-column-1 ultp-layout1">${posts.map(
    (p) => postItem(ctx, block, p),
  )}</div></div></div></section>`;
}

/** /blog/<slug>/: one article with its contents, share bars, video, ticker, toggle and back to top. */
export function singlePostPage(ctx: RequestContext, slug: string, req: BlogRequest): PageView | null {
  const post = blogPostBySlug(ctx.db, slug);
  if (!post) return null;
  const mode = colourModeOf(req.cookie);
  const hasToc = /<h2 id=/.test(post.content);
  return {
    title: post.title,
    bodyClass: [
      'post-template-default',
      'single',
      'single-post',
      `postid-${post.id}`,
      'single-format-standard',
      'postx-page',
    ],
    pageId: post.id,
    ...blogChrome(mode),
    main: html`<article id="post-${post.id}" class="post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry${post.categories.map((c) => ` category-${c.slug}`).join('')}">
${newsTicker(ctx, { blockId: 'yazi-akis', type: 'marquee', label: 'Son yazılar', count: 6 })}
<header class="entry-header blog-single-header"><p class="blog-single-cats">${post.categories.map((c) => html`<a href="${paths.category(c.slug)}">${c.name}</a>`)}</p><h1 class="entry-title">${post.title}</h1><p class="blog-single-meta"><a href="${paths.author(post.authorNicename)}">${post.authorName}</a> · <time datetime="${post.dateGmt.replace(' ', 'T')}Z">${postDate(post.dateGmt)}</time></p></header>
${featuredMedia(ctx, post)}
${shareBar(ctx, post, 'yazi-paylas', false)}
<div class="blog-single-layout">
${hasToc ? html`<aside class="blog-single-toc">${tableOfContents(post.content)}</aside>` : ''}
<div class="entry-content">
${raw(post.content)}
${post.tags.length ? html`<p class="blog-single-tags">Etiketler: ${post.tags.map((t, i) => html`${i ? ', ' : ''}<a href="${paths.tag(t.slug)}">${t.name}</a>`)}</p>` : ''}
</div>
</div>
${shareBar(ctx, post, 'yazi-paylas-yapiskan', true)}
${relatedPosts(ctx, post)}
</article>`,
  };
}

/** What an archive is of: a category or tag slug, an author's nicename. */
export type ArchiveKind = 'category' | 'post_tag' | 'author';

/**
 * /kategori/<slug>/, /etiket/<slug>/, /yazar/<nicename>/ (and …/page/N/): the archive template's
 * grid over the term's or author's posts, its controls carrying the archive (`data-builder`);
 * null (404) for an unknown one.
 */
export function archivePage(
  ctx: RequestContext,
  kind: ArchiveKind,
  slug: string,
  req: BlogRequest,
): PageView | null {
  let title: string;
  let lead: string;
  let builder: string;
  let bodyClass: string[];
  if (kind === 'author') {
    const user = ctx.db.prepare('SELECT id, display_name AS name FROM users WHERE nicename = ?').get(slug) as
      | { id: number; name: string }
      | undefined;
    if (!user) return null;
    title = user.name;
    lead = `${user.name} adlı yazarın yazıları.`;
    builder = `author###${user.id}`;
    bodyClass = ['archive', 'author', `author-${slug}`, `author-${user.id}`];
  } else {
    const term = ctx.db
      .prepare('SELECT id, name, description FROM terms WHERE taxonomy = ? AND slug = ?')
      .get(kind, slug) as { id: number; name: string; description: string } | undefined;
    if (!term) return null;
    title = kind === 'category' ? `Kategori: ${term.name}` : `Etiket: ${term.name}`;
    lead =
      term.description ||
      (kind === 'category' ? `${term.name} kategorisindeki yazılar.` : `${term.name} etiketli yazılar.`);
    builder = `taxonomy###${kind}###${slug}`;
    bodyClass = [
      'archive',
      kind === 'category' ? 'category' : 'tag',
      `${kind === 'category' ? 'category' : 'tag'}-${slug}`,
      `${kind === 'category' ? 'category' : 'tag'}-${term.id}`,
    ];
  }
  const mode = colourModeOf(req.cookie);
  const paged = req.paged ?? 1;
  const state: BlockRender = {
    page: paged,
    unique: {},
    baseUrl: req.url.pathname.replace(/page\/\d+\/?$/, ''),
    builder,
  };
  return {
    title: paged > 1 ? `${title} – Sayfa ${paged}` : title,
    bodyClass: [...bodyClass, 'postx-page'],
    ...blogChrome(mode),
    main: html`<header class="page-header blog-header"><h1 class="page-title">${title}</h1><p class="blog-lead">${lead}</p>${blogNav('')}</header>
${postBlock(ctx, archiveBlock, state)}`,
  };
}

/** The post search results (`/?s=…` with `post_type=post` or the search block's `ultp_exclude`). */
export function blogSearchResultsPage(ctx: RequestContext, req: BlogRequest): PageView {
  const mode = colourModeOf(req.cookie);
  const text = (req.url.searchParams.get('s') ?? '').trim();
  const paged = pageNumber(req.url.searchParams.get('paged')) ?? 1;
  const result = queryBlogPosts(ctx.db, { perPage: 9, page: paged, search: text });
  const block: PostBlock = {
    blockId: 'arama-sonuclari',
    slug: 'post-grid-1',
    pageId: 0,
    perPage: 9,
    videoPopup: true,
  };
  const link = (n: number): string => {
    const next = new URL(req.url);
    next.searchParams.set('paged', String(n));
    return `${next.pathname}${next.search}`;
  };
  const pager =
    result.pages > 1
      ? html`<nav class="navigation pagination" aria-label="Sonuç sayfaları"><div class="nav-links">${Array.from(
          { length: result.pages },
          (_, i) =>
            i + 1 === paged
              ? html`<span aria-current="page" class="page-numbers current">${i + 1}</span>`
              : html`<a class="page-numbers" href="${link(i + 1)}">${i + 1}</a>`,
        )}</div></nav>`
      : '';
  return {
    title: `“${text}” için arama sonuçları`,
    bodyClass: ['search', result.total > 0 ? 'search-results' : 'search-no-results', 'postx-page'],
    ...blogChrome(mode),
    main: html`<header class="page-header blog-header"><h1 class="page-title">Arama sonuçları: “<span class="page-description search-term">${text}</span>”</h1><p class="blog-lead">${result.total > 0 ? `${result.total} yazı bulundu.` : 'Aramanızla eşleşen yazı bulunamadı. Başka kelimelerle deneyin.'}</p>${advancedSearch({ blockId: 'arama-sayfasi', layout: 'inline', value: text })}</header>
${
  result.total > 0
    ? html`<div  class="ultp-post-grid-block wp-block-ultimate-post-post-grid-1 ultp-block-arama-sonuclari  "><div class="ultp-block-wrapper" ><div class="ultp-heading-filter"><div class="ultp-heading-filter-in"><div class="ultp-heading-wrap ultp-heading-style1 ultp-heading-left"><h2 class="ultp-heading-inner"><span>Bulunan yazılar</span></h2></div></div></div><div class="ultp-block-items-wrap ultp-block-row ultp-pg1a-style1 ultp-grid1-responsive ultp-block-column-3 ultp-sm-column-2 ultp-xs-column-1 ultp-layout1">${result.posts.map(
        (p) => postItem(ctx, block, p),
      )}</div></div></div>${pager}`
    : ''
}`,
  };
}

import { type BlogPost, blogAuthors, blogTerms, queryBlogPosts } from '../../content';
import type { RequestContext } from '../../context';
import { classNames, html, paths, raw, type SafeHtml } from '../../lib';
import { postDate, postImageUrl, postUrl, videoEmbedUrl } from './grid';
import { icon } from './icons';

// ── news ticker (blocks/News_Ticker.php) ──────────────────────────────────────────────────────

export interface TickerOptions {
  blockId: string;
  type: 'horizontal' | 'vertical' | 'typewriter' | 'marquee';
  label: string;
  count: number;
}

/** The news ticker: the latest posts in `ul.ultp-news-ticker`, prev / pause / next controls. */
export function newsTicker(ctx: RequestContext, options: TickerOptions): SafeHtml {
  const { posts } = queryBlogPosts(ctx.db, { perPage: options.count, page: 1 });
  const speed = options.type === 'marquee' ? 50 : 2000;
  const direction = options.type === 'vertical' ? 'up' : 'left';
  const animation = options.type === 'typewriter' ? 'none' : 'slide';
  const items = posts.map((post) => {
    const typeStyle = options.type === 'typewriter' ? ` animation-duration:${speed - 1000}ms` : '';
    const badge =
      options.type === 'typewriter'
        ? ''
        : html`<span class="ultp-ticker-timebadge">${postDate(post.dateGmt)}</span>`;
    return html`<li style=><div class="ultp-list-normal"><a  href="${postUrl(ctx, post)}"><span style="${typeStyle}" class="title-text" data-text="${post.title}">${post.title}</span></a>${badge}</div></li>`;
  });
  return html`<div  class="wp-block-ultimate-post-news-ticker ultp-block-${options.blockId}"><div class="ultp-block-wrapper ultp-news-sticky"><div class="ultp-block-items-wrap"><div class="ultp-news-ticker-nav1 ultp-nav-Angle2  ultp-newsTicker-wrap ultp-newstick-${options.type} "><div class="ultp-news-ticker-label">${options.label}</div><div class="ultp-news-ticker-box ultp-animation-${animation} ultp-sliderDir-${direction}"><ul class="ultp-news-ticker" data-type="${options.type}" data-hover="1" data-direction="${direction}" data-speed="${speed}">${items}</ul></div><div class="ultp-news-ticker-controls ultp-news-ticker-vertical-controls"><button aria-label="Önceki yazıyı göster" class="ultp-news-ticker-arrow ultp-news-ticker-prev prev">${icon('leftAngle2')}</button><button aria-label="Yazıyı duraklat" id="ultp-pause-btn" class="ultp-news-ticker-pause pause"></button><button aria-label="Sonraki yazıyı göster" class="ultp-news-ticker-arrow ultp-news-ticker-next next">${icon('rightAngle2')}</button></div></div></div></div></div>`;
}

// ── table of contents (the table-of-content block's saved markup) ─────────────────────────────

/** The article's h2 / h3 headings with their ids, in order. */
export function headingsOf(content: string): { level: 2 | 3; id: string; text: string }[] {
  const found: { level: 2 | 3; id: string; text: string }[] = [];
  for (const match of content.matchAll(/<h([23]) id="([^"]+)">([^<]*)<\/h[23]>/g)) {
    found.push({ level: match[1] === '2' ? 2 : 3, id: match[2] ?? '', text: match[3] ?? '' });
  }
  return found;
}

/** The contents block: the heading, [Gizle]/[Göster], the nested list of anchors, back to top. */
export function tableOfContents(content: string, blockId = 'yazi-icindekiler'): SafeHtml {
  const headings = headingsOf(content);
  const items: SafeHtml[] = [];
  for (let i = 0; i < headings.length; i++) {
    const h = headings[i];
    if (h?.level !== 2) continue;
    const children: SafeHtml[] = [];
    for (let j = i + 1; j < headings.length && headings[j]?.level === 3; j++) {
      const child = headings[j];
      if (child) children.push(html`<li><a href="#${child.id}">${child.text}</a></li>`);
    }
    items.push(
      html`<li><a href="#${h.id}">${h.text}</a>${children.length ? html`<ul class="ultp-toc-lists">${children}</ul>` : ''}</li>`,
    );
  }
  return html`<div class="wp-block-ultimate-post-table-of-content ultp-block-${blockId}"><div class="ultp-block-wrapper"><div class="ultp-block-toc"><div class="ultp-toc-header"><div class="ultp-toc-heading"><span>İçindekiler</span></div><div class="ultp-collapsible-toggle "><a href="#" class="ultp-collapsible-text ultp-collapsible-open">[Göster]</a><a href="#" class="ultp-collapsible-text ultp-collapsible-hide">[Gizle]</a></div></div><div class="ultp-block-toc-style1 ultp-block-toc-body"><ul class="ultp-toc-lists">${items}</ul></div><a href="#" class="ultp-toc-backtotop" aria-label="Başa dön">${icon('arrowUp')}</a></div></div></div>`;
}

// ── social share (builder Post_Social_Share.php) ──────────────────────────────────────────────

const networks: { type: string; label: string; link: (url: string) => string; icon: string }[] = [
  {
    type: 'facebook',
    label: 'Facebook',
    link: (u) => `https://www.facebook.com/sharer.php?u=${u}`,
    icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor"><path d="M14 8V6.5c0-.7.5-1 1-1h2V2h-3c-2.8 0-4 2-4 4.5V8H8v3.5h2V22h4V11.5h2.7L17 8h-3Z"/></svg>',
  },
  {
    type: 'twitter',
    label: 'X',
    link: (u) => `https://twitter.com/intent/tweet?url=${u}`,
    icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor"><path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"/></svg>',
  },
  {
    type: 'linkedin',
    label: 'LinkedIn',
    link: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor"><path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 8.5h3V21H3V8.5Zm5 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.2-1.9 3.4 0 4 2.2 4 5.1V21h-3v-6.8c0-1.6 0-3.7-2.3-3.7S10 12.3 10 14v7H7V8.5h1Z"/></svg>',
  },
  {
    type: 'whatsapp',
    label: 'WhatsApp',
    link: (u) => `https://api.whatsapp.com/send?text=${u}`,
    icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l2 .9c.3.2.5.2.5.4.1.1.1.6-.1 1.2Z"/></svg>',
  },
];

/** The share bar; `sticky` prints the layout that stays in view and steps aside for the footer. */
export function shareBar(ctx: RequestContext, post: BlogPost, blockId: string, sticky: boolean): SafeHtml {
  const link = postUrl(ctx, post);
  const items = networks.map(
    (n, i) =>
      html`<div class="ultp-post-share-item ultp-repeat-${i} ultp-social-${n.type}"><a href="javascript:" class="ultp-post-share-item-${n.type}" url="${n.link(link)}" aria-label="${n.label} ile paylaş"><span class="ultp-post-share-item-icon">${raw(n.icon)}</span>${sticky ? '' : html`<span class="ultp-post-share-item-label">${n.label}</span>`}</a></div>`,
  );
  return html`<div  class="${classNames('wp-block-ultimate-post-post_share', `ultp-block-${blockId}`, sticky && 'ultp-share-sticky')}"><div class="ultp-block-wrapper"><div class="ultp-post-share"><div class="ultp-post-share-layout ultp-inline-${sticky ? 'false' : 'true'} ${sticky ? 'ultp-disable-sticky-footer' : ''}"><div class="ultp-post-share-count-section ultp-post-share-count-section-style1"><span class="ultp-post-share-count">${post.shareCount}</span><span class="ultp-post-share-label">Paylaşım</span></div><div class="ultp-post-share-item-inner-block" postId="${post.id}" count="${post.shareCount}">${items}</div></div></div></div></div>`;
}

// ── featured image / video (builder Post_Featured_Image.php) ──────────────────────────────────

/**
 * The post's picture, or for a video post its player inside the sticky video, nested as
 * Post_Featured_Image prints it (post-blocks.md §7): `.ultp-builder-video > .ultp-video-block.
 * ultp-sticky-video > iframe|video + span.ultp-sticky-close`. The plugin prints the player itself
 * (no press builds it); the demo adds `loading="lazy"` to an embed's iframe.
 */
export function featuredMedia(ctx: RequestContext, post: BlogPost): SafeHtml {
  const src = postImageUrl(ctx, post);
  if (post.video) {
    return html`<div class="wp-block-ultimate-post-post-image ultp-block-yazi-gorsel"><div class="ultp-block-wrapper"><div class="ultp-image-wrapper"><div class="ultp-builder-video"><div class="ultp-video-block ultp-sticky-video">${featuredPlayer(
      ctx,
      post,
      src,
    )}<span class="ultp-sticky-close"></span></div></div></div></div></div>`;
  }
  return html`<div class="wp-block-ultimate-post-post-image ultp-block-yazi-gorsel"><div class="ultp-block-wrapper"><div class="ultp-image-wrapper">${
    src ? html`<img decoding="async" class="ultp-image" alt="${post.title}" src="${src}" />` : ''
  }</div></div></div>`;
}

/** The featured video's player: an embed's iframe (YouTube, Vimeo) or a `<video>` of a local file. */
function featuredPlayer(ctx: RequestContext, post: BlogPost, poster: string | null): SafeHtml {
  const url = post.video ?? '';
  const embed = videoEmbedUrl(url);
  if (embed) {
    return html`<iframe width="640" height="360" loading="lazy" src="${embed}" title="${post.title}" allow="autoplay; encrypted-media; picture-in-picture" allowfullscreen></iframe>`;
  }
  return html`<video class="ultp-video-html" controls playsinline preload="metadata"${
    poster ? html` poster="${poster}"` : ''
  } aria-label="${post.title}"><source src="${url.startsWith('/') ? ctx.url(url) : url}" type="video/${
    url.endsWith('.webm') ? 'webm' : 'mp4'
  }"></video>`;
}

// ── advanced search (blocks/Advanced_Search.php) ──────────────────────────────────────────────

export interface SearchBlockOptions {
  blockId: string;
  /** inline form, an icon opening a popup, or an icon opening a side canvas */
  layout: 'inline' | 'popup' | 'canvas';
  newTab?: boolean;
  value?: string;
}

function searchForm(options: SearchBlockOptions): SafeHtml {
  return html`<div class="ultp-searchform-content ultp-searchform-style1"><div class="ultp-search-inputwrap"> <input type="text" value="${options.value ?? ''}" class="ultp-searchres-input"  placeholder="Blogda ara…" aria-label="Blogda ara"/> <span class="ultp-search-clear" data-blockid="${options.blockId}">${icon('close')}</span> </div><div class=" ultp-search-button">${icon('search')}<span class="ultp-search-button__text"> Ara </span></div></div>`;
}

/** The advanced search block: the settings on `.ultp-search-frontend`, the form or its popup. */
export function advancedSearch(options: SearchBlockOptions): SafeHtml {
  const popup = options.layout !== 'inline';
  const popupType = options.layout === 'canvas' ? 'fullwidth' : 'popup';
  const content = popup
    ? html`<div class=" ultp-searchpopup-icon ultp-searchbtn-popup-icon2">${icon('search')}<span class="ultp-search-button__text"> Ara </span></div><div class="ultp-search-canvas"><div class="ultp-canvas-header"><div class="ultp-search-popup-heading">Blogda ara</div>${searchForm(options)}</div><div class="ultp-popupclose-icon">${icon('close')}</div></div>`
    : searchForm(options);
  return html`<div  class="wp-block-ultimate-post-advanced-search ultp-block-${options.blockId}"><div class="ultp-block-wrapper"><div class="ultp-search-container ultp-search-frontend${popup ? ` ultp-search-animation-${popupType}` : ''}"  data-ajax="1" data-gosearch="1" data-enablenewtab="${options.newTab ? '1' : ''}" data-blockId="${options.blockId}" 
                    data-image="1"  data-author=1 data-date="1" data-excerpt="1" data-excerptLimit="20" data-allresult="1" data-catEnable="1"  data-postno="3" ${popup ? raw(`data-popuptype="${popupType}" `) : ''} data-noresultext="Sonuç bulunamadı" data-viewmoretext="Tüm sonuçlar"  data-popupposition="${options.layout === 'canvas' ? 'right' : 'center'}" data-searchPostType='[{"value":"page","title":"page"},{"value":"product","title":"product"}]'>${content}</div></div></div>`;
}

/** The REST reply's items (ultp_search_result): picture, category, author, date, title, excerpt. */
export function searchResultItems(
  ctx: RequestContext,
  posts: BlogPost[],
  show: {
    image: boolean;
    category: boolean;
    author: boolean;
    date: boolean;
    excerpt: boolean;
    excerptLimit: number;
  },
): string {
  const words = (text: string, limit: number): string => {
    const list = text.split(/\s+/).filter(Boolean);
    return list.length > limit ? `${list.slice(0, limit).join(' ')}&hellip;` : list.join(' ');
  };
  return posts
    .map((post) => {
      const src = postImageUrl(ctx, post);
      return html`<div class="ultp-search-result__item">${
        show.image && src ? html`<img class="ultp-searchresult-image" src=${src} alt="${post.title}"/>` : ''
      }<div class="ultp-searchresult-content"><div class="ultp-rescontent-meta">${
        show.category && post.categories.length
          ? html`<div class="ultp-searchresult-category">${post.categories.map(
              (c) => html`<a href="${ctx.url(paths.category(c.slug))}">${c.name}</a>`,
            )}</div>`
          : ''
      }${
        show.author
          ? html`<a href="${ctx.url(paths.author(post.authorNicename))}" class="ultp-searchresult-author">${post.authorName}</a>`
          : ''
      }${show.date ? html`<div class="ultp-searchresult-publishdate">${postDate(post.dateGmt)}</div>` : ''}</div><a href="${postUrl(ctx, post)}" class="ultp-searchresult-title">${post.title}</a>${
        show.excerpt
          ? html`<div class="ultp-searchresult-excerpt">${raw(words(html`${post.excerpt}`.value, show.excerptLimit))}</div>`
          : ''
      }</div></div>`.value;
    })
    .join('');
}

// ── advanced filter (blocks/Advanced_Filter.php + the grid parent's saved markup) ─────────────

const caret =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 34.1 19.95"><path d="M17.05 19.949.601 3.499a2.05 2.05 0 0 1 2.9-2.9l13.551 13.55L30.603.599a2.05 2.05 0 0 1 2.9 2.9Z"/></svg>';
const cross =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 31.1 31.25"><path stroke="rgba(0,0,0,0)" strokeMiterlimit="10" d="M27.1 30.153 15.549 18.601 4 30.153a2.05 2.05 0 0 1-2.9-2.9l11.551-11.55L1.1 4.153a2.05 2.05 0 0 1 2.9-2.9l11.549 11.552L27.1 1.253a2.05 2.05 0 0 1 2.9 2.9l-11.553 11.55L30 27.253a2.05 2.05 0 1 1-2.9 2.9Z"/></svg>';
const magnifier =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 47.05 47.05" fill="currentColor"><path stroke="currentColor" strokeMiterlimit="10" d="m43.051 45.948-9.618-9.616a20.183 20.183 0 1 1 2.9-2.9l9.617 9.616a2.05 2.05 0 1 1-2.9 2.9Zm-22.367-9.179A16.084 16.084 0 1 0 4.6 20.684a16.1 16.1 0 0 0 16.084 16.085Z"/></svg>';

function filterSelect(
  blockId: string,
  type: string,
  options: { id: string; name: string }[],
  pageId: number,
  label: string,
): SafeHtml {
  const first = options[0] ?? { id: '_all', name: label };
  return html`<div class="ultp-block-${blockId} ultp-filter-select wp-block-ultimate-post-filter-select" data-selected="${first.id}" data-type="${type}" data-blockId="${blockId}" aria-expanded="false" aria-label="${label}" data-builder="" data-current-postid="${pageId}" data-filter-label="${first.name}"><div class="ultp-filter-select-field ultp-filter-select__parent"><span class="ultp-filter-select-field-selected ultp-filter-select__parent-inner">${first.name}</span><span class="ultp-filter-select-field-icon">${raw(caret)}</span></div><ul style="display: none;" class="ultp-filter-select-options ultp-filter-select__dropdown">${options.map(
    (o) => html`<li class="ultp-filter-select__dropdown-inner" data-id="${o.id}">${o.name}</li>`,
  )}</ul></div>`;
}

function filterButtons(
  blockId: string,
  type: string,
  options: { id: string; name: string }[],
  pageId: number,
  multiselect: boolean,
): SafeHtml {
  return html`<div class="ultp-block-${blockId}-wrapper" data-multiselect="${multiselect ? 'true' : 'false'}"	>${options.map(
    (o) =>
      html`<div class="ultp-block-${blockId} ultp-filter-button wp-block-ultimate-post-filter-select" role="button" tabindex="0" data-blockId="${blockId}" data-is-active="false" data-builder="" data-current-postid="${pageId}" data-filter-label="${o.name}" data-selected="${o.id}" data-type="${type}">${o.name}</div>`,
  )}</div>`;
}

/** The sort buttons the demo offers (adv_sort ids the plugin knows) with Turkish names. */
export const advSorts = [
  { id: 'latest_post_published', name: 'En yeniler' },
  { id: 'popular_post_all_times_view', name: 'En çok okunanlar' },
  { id: 'alphabet_asc', name: 'A’dan Z’ye' },
  { id: 'oldest_post_published', name: 'En eskiler' },
];

/**
 * The advanced filter block inside the grid parent: sort buttons, category / tag / author / order
 * dropdowns, the search field and the clear button with its chip template.
 */
export function advancedFilter(ctx: RequestContext, blockId: string, pageId: number): SafeHtml {
  const all = (name: string) => ({ id: '_all', name });
  const categories = [
    all('Tüm kategoriler'),
    ...blogTerms(ctx.db, 'category').map((t) => ({ id: t.slug, name: t.name })),
  ];
  const tags = [
    all('Tüm etiketler'),
    ...blogTerms(ctx.db, 'post_tag').map((t) => ({ id: t.slug, name: t.name })),
  ];
  const authors = [
    all('Tüm yazarlar'),
    ...blogAuthors(ctx.db).map((a) => ({ id: String(a.id), name: a.name })),
  ];
  const order = [
    { id: 'DESC', name: 'Yeniden eskiye' },
    { id: 'ASC', name: 'Eskiden yeniye' },
  ];
  return html`<div class="wp-block-ultimate-post-advanced-filter ultp-block-${blockId} ultp-filter-block"><div class="ultp-filter-block-inner"><div class="ultp-filter-row ultp-filter-row-sort">${filterButtons(`${blockId}-sirala`, 'adv_sort', advSorts, pageId, false)}</div><div class="ultp-filter-row">${filterSelect(`${blockId}-kategori`, 'category', categories, pageId, 'Kategori')}${filterSelect(`${blockId}-etiket`, 'tags', tags, pageId, 'Etiket')}${filterSelect(`${blockId}-yazar`, 'author', authors, pageId, 'Yazar')}${filterSelect(`${blockId}-sira`, 'order', order, pageId, 'Sıra')}<div class="ultp-block-${blockId}-ara ultp-filter-search wp-block-ultimate-post-filter-search-adv" aria-label="Yazılarda ara" role="searchbox"><div class="ultp-filter-search-input"><input type="search" placeholder="Yazılarda ara…" aria-label="Yazılarda ara" /><span class="ultp-filter-search-input-icon ultp-filter-search-icon">${raw(magnifier)}</span></div></div></div><div class="ultp-block-${blockId}-temizle-wrapper"><div class="ultp-block-${blockId}-temizle ultp-filter-clear ultp-filter-clear-template wp-block-ultimate-post-filter-clear" style="display: none;"><div class="ultp-selected-filter"><span class="ultp-selected-filter-icon" role="button" aria-label="Filtreyi kaldır">${raw(cross)}</span><span class="ultp-selected-filter-text"></span></div></div><div class="ultp-block-${blockId}-temizle ultp-filter-clear ultp-filter-clear-button wp-block-ultimate-post-filter-clear" data-blockid="${blockId}-temizle"><button class="ultp-clear-button">Filtreleri temizle</button></div></div></div></div>`;
}

// ── post sliders (blocks/Post_Slider_1.php / Post_Slider_2.php) ───────────────────────────────

export interface SliderOptions {
  blockId: string;
  kind: 1 | 2;
  perPage: number;
  slides: { lg: number; sm: number; xs: number };
  autoplay: boolean;
  speed: number;
  dots: boolean;
  fade: boolean;
  layout?: string;
  category?: string;
  heading?: string;
}

/** A post slider: full-width picture slides, the arrows printed in the hidden `.ultp-slick-nav`. */
export function postSlider(ctx: RequestContext, options: SliderOptions): SafeHtml {
  const { posts } = queryBlogPosts(ctx.db, {
    perPage: options.perPage,
    page: 1,
    categories: options.category ? [options.category] : undefined,
  });
  const slides = posts.map((post) => {
    const url = postUrl(ctx, post);
    const src = postImageUrl(ctx, post);
    return html`<div class="ultp-block-item"><div class="ultp-block-slider-wrap"><div class="ultp-block-image-inner">${
      src
        ? html`<div class="ultp-block-image ultp-block-image-opacity"><a href="${url}" tabindex="-1"><img decoding="async" loading="lazy" class="ultp-block-image-content" alt="${post.title}" src="${src}" /></a></div>`
        : ''
    }</div><div class="ultp-block-content ultp-block-content-middleMiddle"><div class="ultp-block-content-inner"><div class="ultp-category-grid ultp-category-classic ultp-category-aboveTitle"><div class="ultp-category-in">${post.categories.map(
      (c) => html`<a class="ultp-cat-${c.slug}" href="${paths.category(c.slug)}"  >${c.name}</a>`,
    )}</div></div><h3 class="ultp-block-title "><a href="${url}" >${post.title}</a></h3><div class="ultp-block-excerpt"><p>${post.excerpt}</p></div></div></div></div></div>`;
  });
  const data =
    options.kind === 2
      ? html` data-layout="${options.layout ?? 'slide1'}" data-paddlg="100" data-paddsm="60" data-paddxs="0"`
      : '';
  const heading = options.heading
    ? html`<div class="ultp-heading-filter"><div class="ultp-heading-filter-in"><div class="ultp-heading-wrap ultp-heading-style1 ultp-heading-left"><h2 class="ultp-heading-inner"><span>${options.heading}</span></h2></div></div></div>`
    : '';
  return html`<div  class="wp-block-ultimate-post-post-slider-${options.kind} ultp-block-${options.blockId} " id="ultp-slider-${options.blockId}"><div class="ultp-block-wrapper">${heading}<div class="ultp-block-items-wrap ultp-slide-${options.kind === 2 ? (options.layout ?? 'slide1') : 'layout1'}" data-slidelg="${options.slides.lg}" data-slidesm="${options.slides.sm}" data-slidexs="${options.slides.xs}" data-autoplay="${options.autoplay ? '1' : ''}" data-slidespeed="${options.speed}" data-fade="${options.fade ? '1' : ''}" data-dots="${options.dots ? '1' : ''}" data-arrows="1"${data}>${slides}</div><div class="ultp-slick-nav" style="display:none"><div class="ultp-slick-prev"><div class="slick-prev slick-arrow" aria-label="Önceki">${icon('leftAngle2')}</div></div><div class="ultp-slick-next"><div class="slick-next slick-arrow" aria-label="Sonraki">${icon('rightAngle2')}</div></div></div></div></div>`;
}

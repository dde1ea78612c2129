/**
 * The advanced search block as Advanced_Search::content prints it (5.0.31; icons shortened),
 * attributes as printed — `data-author` unquoted, `data-searchPostType=` empty —, and replies of
 * REST `ultp/ultp_search_data` as REST_API::ultp_search_result builds them.
 */
export interface SearchBlockFixture {
  blockId?: string;
  /** the popup layouts' animation (`popup`, `top`); none: inline */
  popupType?: string;
  ajax?: boolean;
  goSearch?: boolean;
  newTab?: boolean;
  viewAll?: boolean;
  perPage?: number;
  value?: string;
}

const icon = '<svg viewBox="0 0 48 48" aria-hidden="true"><path d="M0 0h48v48H0z"/></svg>';
const on = (flag: boolean) => (flag ? '1' : '');

export function searchBlockMarkup({
  blockId = 'ara1b2',
  popupType = '',
  ajax = true,
  goSearch = true,
  newTab = false,
  viewAll = true,
  perPage = 3,
  value = '',
}: SearchBlockFixture = {}): string {
  const form = `<div class="ultp-searchform-content ultp-searchform-input1"><div class="ultp-search-inputwrap"> <input type="text" value="${value}" class="ultp-searchres-input"  placeholder="Yazılarda ara..."/> <span class="ultp-search-clear" data-blockid="${blockId}">${icon}</span> </div><div class=" ultp-search-button">${icon}<span class="ultp-search-button__text"> Ara </span></div></div>`;
  const button = popupType
    ? `<div class=" ultp-searchpopup-icon ultp-searchbtn-popup-icon1">${icon}</div>`
    : '';
  const canvas = popupType
    ? `<div class="ultp-search-canvas"><div class="ultp-canvas-header"><div class="ultp-search-popup-heading">Blogda ara</div>${form}</div><div class="ultp-popupclose-icon">${icon}</div></div>`
    : form;
  return `<div  class="wp-block-ultimate-post-advanced-search ultp-block-${blockId}"><div class="ultp-block-wrapper"><div class="ultp-search-container ultp-search-frontend${popupType ? ` ultp-search-animation-${popupType}` : ''}"  data-ajax="${on(ajax)}" data-gosearch="${on(goSearch)}" data-enablenewtab="${on(newTab)}" data-blockId="${blockId}" 
                    data-image="1"  data-author=1 data-date="1" data-excerpt="" data-excerptLimit="25" data-allresult="${on(viewAll)}" data-catEnable="1"  data-postno="${perPage}" ${popupType ? `data-popuptype="${popupType}" ` : ''} ${ajax ? 'data-noresultext="Sonuç bulunamadı" ' : ''} ${viewAll ? 'data-viewmoretext="Daha fazla sonuç" ' : ''} data-popupposition="right" data-searchPostType=>${button}${canvas}</div></div></div>`;
}

export interface ReplyPost {
  slug: string;
  title: string;
}

/** One page of results (REST_API::ultp_search_result with image, category, author and date on). */
export function searchReplyHtml(posts: ReplyPost[], base = 'https://blog.test'): string {
  return posts
    .map(
      (p) =>
        `<div class="ultp-search-result__item"><img class="ultp-searchresult-image" src=${base}/wp-content/uploads/${p.slug}-150x150.jpg alt="${p.title}"/><div class="ultp-searchresult-content"><div class="ultp-rescontent-meta"><div class="ultp-searchresult-category"><a href="${base}/kategori/gezi/">Gezi</a></div><a href="${base}/yazar/ayse/" class="ultp-searchresult-author">Ayşe Yılmaz</a><div class="ultp-searchresult-publishdate">Kasım 12, 2026</div></div><a href="${base}/${p.slug}/" class="ultp-searchresult-title">${p.title}</a></div></div>`,
    )
    .join('');
}

/** Posts for the replies: `count` of them from `first` on. */
export const replyPosts = (first: number, count: number): ReplyPost[] =>
  Array.from({ length: count }, (_, i) => ({
    slug: `istanbul-gezisi-${first + i}`,
    title: `İstanbul gezisi ${first + i}`,
  }));

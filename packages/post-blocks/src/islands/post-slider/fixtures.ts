/** What a post slider block looks like: the plugin's markup (Post_Slider_1.php / _2.php) for tests and stories. */
export interface PostSliderOptions {
  /** post slider 1 (no layout) or 2 */
  slider?: 1 | 2;
  blockId?: string;
  /** shown as the block's heading (`headingShow`); absent: no heading */
  heading?: string;
  items?: number;
  /** `data-slidelg` / `-sm` / `-xs` */
  slides?: [number, number, number];
  autoplay?: boolean;
  /** `data-slidespeed` */
  speed?: number;
  dots?: boolean;
  arrows?: boolean;
  fade?: boolean;
  /** slider 2's `data-layout` */
  layout?: string;
  /** item numbers (1-based) whose picture is a lazy background (`data-bg`) */
  lazyBackgrounds?: number[];
  /** inside the site builder's template (`.ultp-builder-content`) */
  builder?: boolean;
}

const ARROW_LEFT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z"/></svg>';
const ARROW_RIGHT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"/></svg>';
/** PHP prints a setting as `1` or nothing. */
const php = (on: boolean) => (on ? '1' : '');

const TITLES = [
  'İstanbul’da sonbahar: Boğaz kıyısında bir gün',
  'Kapadokya’da balonlar ve peri bacaları',
  'Ege’nin zeytinyağlıları: beş kolay tarif',
  'Şehirde bisiklet: güvenli rota önerileri',
  'Karadeniz yaylalarında yürüyüş rehberi',
  'Evde ekşi maya ekmeği nasıl yapılır?',
  'Mardin’in taş sokaklarında bir hafta sonu',
  'Kışa hazırlık: ev bitkilerinin bakımı',
];
const HUES = [24, 200, 140, 280, 340, 60, 100, 230];

/** Post n's picture: an inline SVG (loads anywhere, Storybook included). */
export const postPicture = (n: number): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect width="800" height="450" fill="hsl(${HUES[(n - 1) % HUES.length]} 60% 80%)"/><text x="400" y="240" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#222">Yazı ${n}</text></svg>`,
  )}`;

/** One slide as Post_Slider_1.php prints it: `.ultp-block-item` with picture, category, title, excerpt, read more. */
function item(n: number, lazyBackground: boolean): string {
  const title = TITLES[(n - 1) % TITLES.length] ?? `Yazı ${n}`;
  const link = `/blog/yazi-${n}/`;
  const image = lazyBackground
    ? `<div class="ultp-block-image"><a href="${link}" aria-label="${title}"><span class="ultp-block-image-bg" data-bg="${postPicture(n)}"></span></a></div>`
    : `<div class="ultp-block-image"><a href="${link}"><img src="${postPicture(n)}" alt="${title}" width="800" height="450" loading="lazy"></a></div>`;
  return `<div class="ultp-block-item post-id-${100 + n}"><div><div class="ultp-block-slider-wrap"><div class="ultp-block-image-inner">${image}</div><div class="ultp-block-content ultp-block-content-middle ultp-block-content-center"><div class="ultp-block-content-inner"><div class="ultp-category-grid ultp-category-classic"><div class="ultp-category-in"><a class="ultp-cat-gezi" href="/blog/kategori/gezi/">Gezi</a></div></div><h3 class="ultp-block-title"><a href="${link}">${title}</a></h3><div class="ultp-block-excerpt">Kısa bir özet: ${title.toLocaleLowerCase('tr')} üzerine notlar.</div><div class="ultp-block-readmore"><a aria-label="${title}" href="${link}">Devamını oku</a></div></div></div></div></div></div>`;
}

/** A post slider block, as the plugin prints it (one `.ultp-block-items-wrap` with the slider's data-*). */
export function postSliderMarkup(o: PostSliderOptions = {}): string {
  const slider = o.slider ?? 1;
  const blockId = o.blockId ?? `manset${slider}`;
  const [lg, sm, xs] = o.slides ?? [1, 1, 1];
  const items = Array.from({ length: o.items ?? 5 }, (_, i) =>
    item(i + 1, o.lazyBackgrounds?.includes(i + 1) ?? false),
  ).join('');
  const arrows = o.arrows ?? true;
  const layout =
    slider === 2
      ? ` ultp-slide-${o.layout ?? 'slide1'}" data-layout="${o.layout ?? 'slide1'}" data-paddlg="100" data-paddsm="50" data-paddxs="30"`
      : '"';
  const heading = o.heading
    ? `<div class="ultp-heading-filter"><div class="ultp-heading-filter-in"><div class="ultp-heading-wrap ultp-heading-style1 ultp-heading-left"><h2 class="ultp-heading-inner"><span>${o.heading}</span></h2></div></div></div>`
    : '';
  const nav = arrows
    ? `<div class="ultp-slick-nav" style="display:none"><div class="ultp-slick-prev"><div class="slick-arrow slick-prev">${ARROW_LEFT}</div></div><div class="ultp-slick-next"><div class="slick-arrow slick-next">${ARROW_RIGHT}</div></div></div>`
    : '';
  const speed = o.speed === undefined ? '' : ` data-slidespeed="${o.speed}"`;
  const block = `<div class="wp-block-ultimate-post-post-slider-${slider} ultp-block-${blockId}" id="ultp-${blockId}"><div class="ultp-block-wrapper">${heading}<div class="ultp-block-items-wrap${layout} data-arrows="${php(arrows)}" data-dots="${php(o.dots ?? true)}" data-autoplay="${php(o.autoplay ?? false)}"${speed} data-fade="${php(o.fade ?? false)}" data-slidelg="${lg}" data-slidesm="${sm}" data-slidexs="${xs}">${items}</div>${nav}</div></div>`;
  return o.builder ? `<div class="ultp-builder-content" data-postid="7">${block}</div>` : block;
}

/** What a news ticker block looks like: the plugin's markup (News_Ticker.php) for tests and stories. */
export interface NewsTickerOptions {
  blockId?: string;
  type?: 'horizontal' | 'vertical' | 'typewriter' | 'marquee';
  direction?: string;
  /** `data-speed`; absent when undefined */
  speed?: number;
  /** `data-hover` (pause on hover; PHP prints `1` or nothing) */
  hover?: boolean;
  items?: number;
  /** the heading (`.ultp-news-ticker-label`); null: none */
  label?: string | null;
  /** the controls the block prints: all three, previous / next only (nav2 prints no pause), or none */
  controls?: 'all' | 'arrows' | 'none';
}

const HEADLINES = [
  'Kadıköy’de yeni kütüphane kapılarını açtı',
  'Ege’de zeytin hasadı erken başladı',
  'İzmir’de bisiklet yolları genişliyor',
  'Trabzon’da yayla festivali hafta sonu',
  'Ankara’da kitap fuarı rekor kırdı',
  'Bursa’da ipek yolu sergisi açıldı',
];
const ARROW_LEFT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16"><path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z"/></svg>';
const ARROW_RIGHT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16"><path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"/></svg>';

/** A news ticker block, as the plugin prints it. */
export function newsTickerMarkup(o: NewsTickerOptions = {}): string {
  const type = o.type ?? 'vertical';
  const direction = o.direction ?? (type === 'vertical' ? 'up' : 'left');
  const speed = o.speed === undefined ? '' : ` data-speed="${o.speed}"`;
  const nav = o.controls === 'arrows' ? 'nav2' : 'nav1';
  const items = Array.from({ length: o.items ?? 4 }, (_, i) => {
    const title = HEADLINES[i % HEADLINES.length] ?? `Haber ${i + 1}`;
    return `<li><div class="ultp-list-normal"><a href="/blog/haber-${i + 1}/"><span class="title-text" data-text="${title}">${title}</span></a><span class="ultp-ticker-timebadge">${i + 1} saat önce</span></div></li>`;
  }).join('');
  const label =
    o.label === null ? '' : `<div class="ultp-news-ticker-label">${o.label ?? 'Son dakika'}</div>`;
  const controls =
    o.controls === 'none'
      ? ''
      : `<div class="ultp-news-ticker-controls ultp-news-ticker-vertical-controls"><button aria-label="Önceki yazıyı göster" class="ultp-news-ticker-arrow ultp-news-ticker-prev prev">${ARROW_LEFT}</button>${
          o.controls === 'arrows'
            ? ''
            : '<button aria-label="Bu yazıda durdur" id="ultp-pause-btn" class="ultp-news-ticker-pause pause"></button>'
        }<button aria-label="Sonraki yazıyı göster" class="ultp-news-ticker-arrow ultp-news-ticker-next next">${ARROW_RIGHT}</button></div>`;
  return `<div class="wp-block-ultimate-post-news-ticker ultp-block-${o.blockId ?? 'haberler'}"><div class="ultp-block-wrapper ultp-news-sticky"><div class="ultp-block-items-wrap"><div class="ultp-news-ticker-${nav} ultp-nav-icon1  ultp-newsTicker-wrap ultp-newstick-${type} ">${label}<div class="ultp-news-ticker-box ultp-animation-slide ultp-sliderDir-${direction}"><ul class="ultp-news-ticker" data-type="${type}" data-hover="${o.hover === false ? '' : '1'}" data-direction="${direction}"${speed}>${items}</ul></div>${controls}</div></div></div></div>`;
}

/** What a table of contents block looks like: the plugin's saved block markup, on a post, for tests and stories. */
export interface TocOptions {
  blockId?: string;
  /** printed collapsed (`initialCollapsible`) */
  collapsed?: boolean;
  /** the collapse controls as text (`[Gizle]`) or icons */
  collapsible?: 'text' | 'icon' | false;
  /** the back-to-top link (`topTop`) */
  backToTop?: boolean;
  /** the contents' list without any link (a broken block) */
  empty?: boolean;
}

/** The post's sections: id, heading, level. */
export const TOC_SECTIONS = [
  { id: 'neden-bisiklet', title: 'Neden bisiklet?', level: 2 },
  { id: 'guvenli-rotalar', title: 'Güvenli rotalar', level: 2 },
  { id: 'sahil-yolu', title: 'Sahil yolu', level: 3 },
  { id: 'park-ici', title: 'Park içi yollar', level: 3 },
  { id: 'ekipman', title: 'Ekipman ve bakım', level: 2 },
] as const;

const ARROW_UP =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="18" height="18"><path d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z"/></svg>';

const link = (i: number) => {
  const s = TOC_SECTIONS[i];
  return s ? `<a href="#${s.id}">${s.title}</a>` : '';
};

/** The contents block as its save() prints it. */
export function tocMarkup(o: TocOptions = {}): string {
  const collapsed = o.collapsed ?? false;
  const kind = o.collapsible ?? 'text';
  const toggle =
    kind === false
      ? ''
      : `<div class="ultp-collapsible-toggle ${collapsed ? 'ultp-toggle-collapsed' : ''} ">${
          kind === 'text'
            ? '<a href="#" class="ultp-collapsible-text ultp-collapsible-open">[Göster]</a><a href="#" class="ultp-collapsible-text ultp-collapsible-hide">[Gizle]</a>'
            : `<a href="#" class="ultp-collapsible-icon ultp-collapsible-open">${ARROW_UP}</a><a href="#" class="ultp-collapsible-icon ultp-collapsible-hide">${ARROW_UP}</a>`
        }</div>`;
  const list = o.empty
    ? '<ul class="ultp-toc-lists"></ul>'
    : `<ul class="ultp-toc-lists"><li>${link(0)}</li><li>${link(1)}<ul class="ultp-toc-lists"><li>${link(2)}</li><li>${link(3)}</li></ul></li><li>${link(4)}</li></ul>`;
  const top = o.backToTop === false ? '' : `<a href="#" class="ultp-toc-backtotop tocshow">${ARROW_UP}</a>`;
  return `<div class="wp-block-ultimate-post-table-of-content ultp-block-${o.blockId ?? 'icindekiler'} "><div class="ultp-block-wrapper"><div class="ultp-block-toc"><div class="ultp-toc-header"><div class="ultp-toc-heading">İçindekiler</div>${toggle}</div><div class="ultp-block-toc-style1 ultp-block-toc-body" style="${collapsed ? 'display:none;' : 'display:block;'}">${list}</div></div>${top}</div></div>`;
}

/** A post with the contents block at its start and the sections it lists. */
export function tocPostMarkup(o: TocOptions = {}): string {
  const sections = TOC_SECTIONS.map(
    (s) =>
      `<h${s.level} class="wp-block-heading" id="${s.id}">${s.title}</h${s.level}><p>${s.title} üzerine birkaç paragraf: şehirde bisiklet sürmek hem sağlıklı hem keyifli.</p>`,
  ).join('');
  return `<article class="post type-post"><h1 class="entry-title">Şehirde bisiklet: güvenli rota önerileri</h1><div class="entry-content">${tocMarkup(o)}${sections}</div></article>`;
}

import { postGridMarkup } from '../../shared/listing';

const select = (id: string, type: string, options: [string, string][], search = false) =>
  `<div class="ultp-block-${id} ultp-filter-select" data-selected="${options[0]?.[0] ?? ''}" data-type="${type}" data-blockId="${id}" aria-expanded="false" aria-label="Select Filter (${type})"><div class="ultp-filter-select-field ultp-filter-select__parent"><span class="ultp-filter-select-field-selected ultp-filter-select__parent-inner">${options[0]?.[1] ?? ''}</span><span class="ultp-filter-select-field-icon"><svg viewBox="0 0 34.1 19.95"></svg></span></div><ul style="display: none;" class="ultp-filter-select-options ultp-filter-select__dropdown">${search ? '<input type="search" class="ultp-filter-select-search" placeholder="Ara" aria-label="Seçenek ara" />' : ''}${options
    .map(([value, name]) => `<li class="ultp-filter-select__dropdown-inner" data-id="${value}">${name}</li>`)
    .join('')}</ul></div>`;

const buttons = (id: string, type: string, options: [string, string][], multi = false) =>
  `<div class="ultp-block-${id}-wrapper" data-multiselect="${multi}">${options
    .map(
      ([value, name]) =>
        `<div class="ultp-block-${id} ultp-filter-button" role="button" data-blockId="${id}" data-is-active="false" data-selected="${value}" data-type="${type}">${name}</div>`,
    )
    .join('')}</div>`;

/**
 * The advanced filter around two grids, as the saved block markup prints it (post-blocks.md §3):
 * a category dropdown (with its search box), an author dropdown, category buttons with all, order
 * buttons, the search box and the clear button with its chip template.
 */
export function advancedFilterMarkup(grids: string[] = ['izgara01', 'izgara02']): string {
  const data = JSON.stringify(grids.map((blockId) => ({ blockId, name: 'ultimate-post/post-grid-1' })));
  return `<div class="ultp-post-grid-parent wp-block-ultimate-post-post-grid-parent" data-postid="70" data-grids="${data.replaceAll('"', '&quot;')}" data-pagi="[]"><div class="ultp-filter-block ultp-block-fb01"><div class="ultp-filter-block-front-end-inner">${select(
    'sel01',
    'category',
    [
      ['_all', 'Tüm kategoriler'],
      ['rehber', 'Rehber'],
      ['haber', 'Haber'],
      ['inceleme', 'İnceleme'],
    ],
    true,
  )}${select('sel02', 'author', [
    ['_all', 'Tüm yazarlar'],
    ['3', 'Ayşe Yılmaz'],
    ['4', 'Işıl Demir'],
  ])}${buttons(
    'btn01',
    'category',
    [
      ['_all', 'Tümü'],
      ['rehber', 'Rehber'],
      ['haber', 'Haber'],
    ],
    true,
  )}${buttons('btn02', 'order', [
    ['DESC', 'Yeni'],
    ['ASC', 'Eski'],
  ])}<div class="ultp-block-srch01 ultp-filter-search" aria-label="Search Filter" role="searchbox"><div class="ultp-filter-search-input"><input type="search" placeholder="Yazılarda ara" aria-label="Yazılarda ara" /><span class="ultp-filter-search-input-icon"><svg viewBox="0 0 47.05 47.05"></svg></span></div></div><div class="ultp-block-clr01-wrapper"><div class="ultp-block-clr01 ultp-filter-clear ultp-filter-clear-template" style="display: none;"><div class="ultp-selected-filter"><span class="ultp-selected-filter-icon" role="button"><svg viewBox="0 0 31.1 31.25"></svg></span><span class="ultp-selected-filter-text"></span></div></div><div class="ultp-block-clr01 ultp-filter-clear ultp-filter-clear-button " data-blockid="clr01"><button class="ultp-clear-button">Temizle</button></div></div></div></div>${grids
    .map((blockId) => postGridMarkup({ blockId, navigation: 'pagination', pages: 2 }))
    .join('')}</div>`;
}

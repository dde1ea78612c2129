/**
 * The size chart markup product-blocks prints in popup mode (addons/size_chart: size_chart_position
 * and table_content), with the demo's Turkish texts.
 */
const closeSvg =
  '<svg width="24" height="24" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M18 6 6 18M6 6l12 12" stroke="#070707" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export function sizeChartMarkup({
  title = 'Tişört Beden Tablosu',
  button = 'Beden tablosu',
  /** false: the button alone, no chart after it (the island's error state). */
  modal = true,
} = {}): string {
  const trigger = `<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18v12H3z"/></svg>${button}</span></div>`;
  if (!modal) return trigger;
  return `${trigger}
<div class="wopb-size-chart-wrapper wopb-size-chart-modal">
  <div class="wopb-chart-modal-content">
    <div class="wopb-sc-title">
      ${title}
      <span class="wopb-chart-modal-close">${closeSvg}</span>
    </div>
    <div class="wopb-chart-body">
      <div class="wopb-sc-table wopb-scrollbar wopb-heading-row"><table ><tr class="wopb-sc-table-row"><td class="wopb-sc-head-col">Beden</td><td class="wopb-sc-head-col">Göğüs (cm)</td></tr><tr class="wopb-sc-table-row"><td class="">M</td><td class="">102</td></tr></table></div>
    </div>
  </div>
</div>`;
}

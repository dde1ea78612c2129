import { html, raw, type SafeHtml } from '../lib';
import type { Product } from '../shop';

const chartIcon =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 7h18v10H3zM7 7v4M11 7v3M15 7v4M19 7v3" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>';
const closeIcon =
  '<svg width="24" height="24" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M18 6 6 18M6 6l12 12" stroke="#070707" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/**
 * The product-blocks size chart in popup mode, as SizeChart::size_chart_position and
 * table_content print it: `span#wopb-chart-modal-btn` (the settings' icon and text) in
 * `.wopb-chart-btn-wrapper`, then the hidden `div.wopb-size-chart-wrapper.wopb-size-chart-modal`
 * with the title, the close control and the chart body.
 */
export function sizeChart(product: Product): SafeHtml {
  if (!product.sizeChart) return raw('');
  return html`<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn">${raw(chartIcon)}Beden tablosu</span></div><div class="wopb-size-chart-wrapper wopb-size-chart-modal">
	<div class="wopb-chart-modal-content">
		<div class="wopb-sc-title">
			${product.name} beden tablosu
			<span class="wopb-chart-modal-close">${raw(closeIcon)}</span>
		</div>
		<div class="wopb-chart-body">${raw(product.sizeChart)}</div>
	</div>
</div>`;
}

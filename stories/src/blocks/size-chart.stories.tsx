import { sizeChartProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support/island-story';
import { ExtrasMarkup } from './extras-story';

const closeSvg =
  '<svg width="24" height="24" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M18 6 6 18M6 6l12 12" stroke="#070707" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const table =
  '<div class="wopb-sc-table wopb-scrollbar wopb-heading-row"><table ><tr class="wopb-sc-table-row"><td class="wopb-sc-head-col">Beden</td><td class="wopb-sc-head-col">Göğüs (cm)</td><td class="wopb-sc-head-col">Boy (cm)</td></tr><tr class="wopb-sc-table-row"><td>S</td><td>96</td><td>70</td></tr><tr class="wopb-sc-table-row"><td>M</td><td>102</td><td>72</td></tr><tr class="wopb-sc-table-row"><td>L</td><td>108</td><td>74</td></tr></table></div>';

/** The size chart in popup mode as product-blocks prints it (SizeChart::size_chart_position + table_content). */
function chartMarkup({ title = 'Tişört beden tablosu', modal = true } = {}): string {
  const button =
    '<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 7h18v10H3z" fill="none" stroke="currentColor"/></svg>Beden tablosu</span></div>';
  if (!modal) return button;
  return `${button}<div class="wopb-size-chart-wrapper wopb-size-chart-modal"><div class="wopb-chart-modal-content"><div class="wopb-sc-title">${title}<span class="wopb-chart-modal-close">${closeSvg}</span></div><div class="wopb-chart-body">${table}</div></div></div>`;
}

interface Args {
  html: string;
  open: boolean;
}

const openChart = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button#wopb-chart-modal-btn')?.click();

const meta = {
  title: 'Blocks/Size chart',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-chart-btn-wrapper\` (product-blocks size chart, popup mode). \`span#wopb-chart-modal-btn\` becomes a real button; it opens the chart after it as a modal dialog on core's Modal: \`.wopb-size-chart-modal\` gets \`wopb-active\`, the dialog is labelled by the chart title, focus is trapped and returns to the button. It closes on the close control, a click outside \`.wopb-chart-modal-content\`, or Escape, unmounting after the close animation + 20 ms. Tab mode needs no script.

${attributeTable(sizeChartProps.describe())}`,
      },
    },
  },
  args: { html: chartMarkup(), open: false },
  render: (args: Args) => (
    <ExtrasMarkup island="size-chart" html={args.html} after={args.open ? openChart : undefined} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Closed (the button)' };

export const Open: Story = { name: 'Open (active modal)', args: { html: chartMarkup(), open: true } };

export const HiddenTitle: Story = {
  name: 'Chart title hidden (labelled by the button text)',
  args: { html: chartMarkup({ title: '' }), open: true },
};

export const MissingModal: Story = {
  name: 'Error: no chart modal after the button (server HTML kept)',
  args: { html: chartMarkup({ modal: false }), open: false },
};

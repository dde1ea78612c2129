import { sizeChartMarkup } from '@firsat/blocks/testing';
import { sizeChartProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

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
        component: `Takes over \`.wopb-chart-btn-wrapper\` (product-blocks size chart, popup mode). A behaviour, no React: \`span#wopb-chart-modal-btn\` becomes a real button; its first press binds the printed \`.wopb-size-chart-modal\` as the kit's dialog (downloaded then) and shows it with \`wopb-active\`, labelled by the chart title, focus trapped and returned to the button. It closes on the close control (now a keyboard button), a click outside \`.wopb-chart-modal-content\`, or Escape, hidden again after the close animation + 20 ms. Tab mode needs no script.

${attributeTable(sizeChartProps.describe())}`,
      },
    },
  },
  args: { html: sizeChartMarkup(), open: false },
  render: (args: Args) => (
    <ExtrasMarkup island="size-chart" html={args.html} after={args.open ? openChart : undefined} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Closed (the button)' };

export const Open: Story = { name: 'Open (active modal)', args: { html: sizeChartMarkup(), open: true } };

export const HiddenTitle: Story = {
  name: 'Chart title hidden (labelled by the button text)',
  args: { html: sizeChartMarkup({ title: '' }), open: true },
};

export const MissingModal: Story = {
  name: 'Error: no chart modal after the button (server HTML kept)',
  args: { html: sizeChartMarkup({ modal: false }), open: false },
};

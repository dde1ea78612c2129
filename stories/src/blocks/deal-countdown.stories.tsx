import { dealCountdownIsland } from '@firsat/blocks';
import { dealCountdownProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable, ServerMarkup } from '../support';

/** Y/m/d for a day `days` from today, as product-blocks prints `data-date`. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
}

const UNITS = [
  ['wopb-deals-date', 'days'],
  ['wopb-deals-hour', 'hours'],
  ['wopb-deals-minute', 'minutes'],
  ['wopb-deals-seconds', 'seconds'],
] as const;

/**
 * The plugin's deal markup (product-blocks Functions::get_deals) with the site's labels; a
 * theme's template may leave cells out (`omit`).
 */
function dealMarkup(date: string, labels = ['Gün', 'Saat', 'Dakika', 'Saniye'], omit: string[] = []) {
  const cells = UNITS.map(([wrap, unit], i) =>
    omit.includes(unit)
      ? ''
      : `<div class="${wrap}"><strong class="wopb-deals-counter-${unit}">00</strong><span class="wopb-deals-periods">${labels[i]}</span></div>`,
  );
  return `<div class="wopb-product-deals" data-date="${date}">${cells.join('')}</div>`;
}

interface Args {
  date: string;
  labels: string[];
  omit?: string[];
  props?: object;
}

const meta = {
  title: 'Blocks/Deal countdown',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-product-deals[data-date]\` (product-blocks) or \`[data-firsat="deal-countdown"]\`. Shows days, hours, minutes and seconds left with two digits, ticking every second and stopping at zero; an end date in the past shows zeros. A behaviour (no React): it writes into the cells the server printed, and a cell the markup lacks is copied from a printed one with the page language's label. Starts when it comes near the viewport.

${attributeTable(dealCountdownProps.describe())}`,
      },
    },
  },
  argTypes: {
    date: { control: 'text', description: 'printed as `data-date` (YYYY/MM/DD)' },
    labels: { control: 'object', description: 'the labels the server prints in `.wopb-deals-periods`' },
    omit: { control: 'object', description: 'cells the template leaves out (days, hours, minutes, seconds)' },
    props: { control: false, description: 'props given from code, as `mount(name, el, props)`' },
  },
  render: (args: Args) => (
    <ServerMarkup
      island={dealCountdownIsland}
      html={dealMarkup(args.date, args.labels, args.omit)}
      props={args.props}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = { args: { date: day(3), labels: ['Gün', 'Saat', 'Dakika', 'Saniye'] } };

export const EnglishLabels: Story = {
  name: 'Labels from the server (English site)',
  args: { date: day(12), labels: ['Days', 'Hours', 'Minutes', 'Seconds'] },
};

export const MissingCells: Story = {
  name: 'Cells the template left out (copied from a printed one)',
  args: { date: day(3), labels: ['Gün', 'Saat', 'Dakika', 'Saniye'], omit: ['days', 'minutes'] },
};

export const Ended: Story = {
  name: 'Ended (date in the past shows zeros)',
  args: { date: day(-2), labels: ['Gün', 'Saat', 'Dakika', 'Saniye'] },
};

export const LastSeconds: Story = {
  name: 'Last seconds (end given from code)',
  args: {
    date: day(1),
    labels: ['Gün', 'Saat', 'Dakika', 'Saniye'],
    props: { endDate: new Date(Date.now() + 15_000) },
  },
};

export const BadAttribute: Story = {
  name: 'Error: bad data-date (server HTML kept)',
  args: { date: 'yarın', labels: ['Gün', 'Saat', 'Dakika', 'Saniye'] },
};

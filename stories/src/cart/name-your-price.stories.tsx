import { nameYourPriceIsland } from '@firsat/cart';
import { namePriceFormMarkup } from '@firsat/cart/testing';
import { namePriceProps } from '@firsat/cart/views';
import { configure } from '@firsat/core/island';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { IslandInMarkup } from './product-extras-story';

interface Args {
  min: string;
  max: string;
  value: string;
  symbol: string;
  position: 'left' | 'left_space' | 'right' | 'right_space';
}

const meta = {
  title: 'Cart/Name your price',
  parameters: {
    docs: {
      description: {
        component: `Takes over product-blocks' \`div.wopb-name-price-wrapper[data-min][data-max]\` in the product form. One second after typing stops the amount is checked: empty or not a number shows 'Minimum Price limit is {min}'; below the minimum it is reset to the minimum with that message; above the maximum it is reset to the maximum with 'Maximum Price limit is {max}'. The warning shows in \`#wopb-price-warning\` for about 4 s and is announced. Add to cart is disabled while the amount is 0 or less; a suggested price above 0 enables it. Amounts are written with \`wopb_core.currency_symbol\` and \`currency_position\` (default \`$\` on the left). Try typing 10 or 99999.

${attributeTable(namePriceProps.describe())}`,
      },
    },
  },
  argTypes: {
    min: { control: 'text', description: 'printed as `data-min`' },
    max: { control: 'text', description: 'printed as `data-max`' },
    value: { control: 'text', description: 'the field value the server printed' },
    symbol: { control: 'text', description: '`wopb_core.currency_symbol`' },
    position: {
      control: 'select',
      options: ['left', 'left_space', 'right', 'right_space'],
      description: '`wopb_core.currency_position`',
    },
  },
  render: (args: Args) => {
    configure({ productBlocks: { currencySymbol: args.symbol, currencyPosition: args.position } });
    return (
      <IslandInMarkup
        island={nameYourPriceIsland}
        html={namePriceFormMarkup({ min: args.min, max: args.max, value: args.value })}
        selector=".wopb-name-price-wrapper"
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Range 50–5000, $ on the left (default)',
  args: { min: '50', max: '5000', value: '100', symbol: '$', position: 'left' },
};

export const TurkishLira: Story = {
  name: 'Lira after the amount (right_space)',
  args: { min: '50', max: '5000', value: '100', symbol: '₺', position: 'right_space' },
};

export const ZeroDisabled: Story = {
  name: 'Amount 0: add to cart disabled until a suggestion is chosen',
  args: { min: '', max: '', value: '0', symbol: '$', position: 'left' },
};

export const BadAttribute: Story = {
  name: 'Error: bad data-min (server HTML kept)',
  args: { min: 'elli', max: '5000', value: '100', symbol: '$', position: 'left' },
};

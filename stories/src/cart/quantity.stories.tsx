import { quantityIsland } from '@firsat/cart';
import { quantityFormMarkup } from '@firsat/cart/testing';
import { quantityProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PageMarkup } from './cart-page-story';

interface Args {
  value: string;
  min: string;
  max: string;
  step: string;
  markup: 'classic' | 'product-blocks' | 'hidden' | 'broken';
}

const meta = {
  title: 'Cart/Quantity',
  parameters: {
    docs: {
      description: {
        component: `Enhances WooCommerce's \`div.quantity\` and product-blocks' \`.wopb-qty-wrap\`: plus and minus move by \`step\` inside \`min\`..\`max\`; plus is disabled at max, minus when the value would drop below 2; a typed value is clamped on change; a value below min is raised on page load (not on the cart page); the value is copied to the add-to-cart button's \`data-quantity\`. The native number input stays.

${attributeTable(quantityProps.describe())}`,
      },
    },
  },
  args: { value: '2', min: '2', max: '10', step: '1', markup: 'classic' },
  render: (args: Args) => (
    <PageMarkup islands={[quantityIsland]} html={quantityFormMarkup({ ...args, kind: args.markup })} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinMax: Story = { name: 'Min 2, max 10 (product 30)' };
export const AtMax: Story = { name: 'At max (plus disabled)', args: { value: '10' } };
export const BelowMin: Story = { name: 'Below min on load (raised to min)', args: { value: '1' } };
export const Step: Story = { name: 'Step 5, no max', args: { value: '5', min: '0', max: '', step: '5' } };
export const ProductBlocks: Story = {
  name: 'Product-blocks steppers',
  args: { markup: 'product-blocks', value: '1', min: '1', max: '3' },
};
export const SoldIndividually: Story = {
  name: 'Sold individually (hidden input, no steppers)',
  args: { markup: 'hidden' },
};
export const BadMarkup: Story = {
  name: 'Error: no input.qty (server HTML kept)',
  args: { markup: 'broken' },
};

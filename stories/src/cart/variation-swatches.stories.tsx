import { variationFormIsland } from '@firsat/cart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardHtml, SHIRT, type StoryVariation, singleProductHtml } from './variation-markup';
import { ProductMarkup } from './variation-story';

interface Args {
  where: 'single' | 'card';
  variations: StoryVariation[];
  chosen?: { colour?: string; size?: string };
}

const meta = {
  title: 'Cart/Variation swatches',
  parameters: {
    docs: {
      description: {
        component: `product-blocks' swatches (\`.wopb-variation-swatches[data-attribute_name] > span.wopb-swatch[data-value]\`) drive the hidden select of the variation form: \`selected\` and \`disabled\` follow the form, each row is a radio group (arrow keys, Home/End, Space/Enter), and the chosen name shows beside the row label. On a product card (\`div.variations_form.wopb-loop-variations-form\`) a found variation swaps the card's image and price and is set on its \`.add_to_cart_button\` (\`data-variation_id\`, \`data-variation\`, \`data-add-to-cart-text\`); reset restores the card.`,
      },
    },
  },
  render: (args: Args) => (
    <ProductMarkup
      island={variationFormIsland}
      html={
        args.where === 'card'
          ? cardHtml(args.variations)
          : singleProductHtml({ variations: args.variations, chosen: args.chosen, swatches: true })
      }
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleProduct: Story = { name: 'Product page', args: { where: 'single', variations: SHIRT } };

export const Chosen: Story = {
  name: 'Product page, a variation chosen',
  args: { where: 'single', variations: SHIRT, chosen: { colour: 'siyah', size: 's' } },
};

export const UnreachableDisabled: Story = {
  name: 'Unreachable swatches disabled (black: no M)',
  args: { where: 'single', variations: SHIRT, chosen: { colour: 'siyah' } },
};

export const Card: Story = { name: 'Card switcher', args: { where: 'card', variations: SHIRT } };

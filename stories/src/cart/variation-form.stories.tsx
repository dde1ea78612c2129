import { variationFormIsland } from '@firsat/cart';
import { variationFormProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { variationHandlers } from './variation-handlers';
import { type FormOptions, SHIRT, singleProductHtml } from './variation-markup';
import { ProductMarkup } from './variation-story';

const meta = {
  title: 'Cart/Variation form',
  parameters: {
    docs: {
      description: {
        component: `Enhances WooCommerce's \`form.variations_form[data-product_id][data-product_variations]\`: the selects stay native; the add-to-cart button follows the state (selection needed, unavailable, enabled), options no variation reaches are disabled, the reset link shows once something is chosen, price/stock/sku follow the variation, and the classic events are announced on the form. With \`data-product_variations="false"\` it asks \`get_variation\` once every attribute is chosen and firsat's \`firsat_variation_options\` for partial choices.

${attributeTable(variationFormProps.describe())}`,
      },
    },
  },
  render: (args: FormOptions) => (
    <ProductMarkup island={variationFormIsland} html={singleProductHtml(args)} />
  ),
} satisfies Meta<FormOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectionNeeded: Story = {
  name: 'Selection needed (variations preloaded)',
  args: { variations: SHIRT },
};

export const Enabled: Story = {
  name: 'Enabled (default attributes chosen)',
  args: { variations: SHIRT, chosen: { colour: 'kirmizi', size: 'm' } },
};

export const AnySize: Story = {
  name: 'Enabled through an "any" attribute',
  args: { variations: SHIRT, chosen: { colour: 'mavi', size: 'l' } },
};

export const Unavailable: Story = {
  name: 'Unavailable (out of stock)',
  args: { variations: SHIRT, chosen: { colour: 'siyah', size: 'l' } },
};

export const SoldIndividually: Story = {
  name: 'Sold individually (quantity hidden, 1)',
  args: {
    variations: SHIRT.map((v) => ({ ...v, soldIndividually: true })),
    chosen: { colour: 'kirmizi', size: 's' },
  },
};

export const ServerLookup: Story = {
  name: 'More than 30 variations: get_variation and partial choices',
  args: { variations: false },
  parameters: { msw: { handlers: variationHandlers() } },
};

export const NoMatch: Story = {
  name: 'Error: no match (get_variation answers false)',
  args: { variations: false },
  parameters: { msw: { handlers: variationHandlers({ getVariation: 'false' }) } },
};

export const ServerError: Story = {
  name: 'Error: get_variation 500',
  args: { variations: false },
  parameters: { msw: { handlers: variationHandlers({ getVariation: 'error' }) } },
};

export const NoPartialEndpoint: Story = {
  name: 'Server without firsat_variation_options (classic behaviour)',
  args: { variations: false },
  parameters: { msw: { handlers: variationHandlers({ options: 'missing' }) } },
};

export const BadAttribute: Story = {
  name: 'Error: bad data-product_variations (server HTML kept)',
  args: { variations: SHIRT, raw: '[{' },
};

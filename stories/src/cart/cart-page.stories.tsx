import { cartFormIsland, cartTotalsIsland, noticesIsland, quantityIsland } from '@firsat/cart';
import { cartFormProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { cartPageHandlers } from './cart-page-handlers';
import { storyCartPage } from './cart-page-markup';
import { PageMarkup } from './cart-page-story';

const ISLANDS = [quantityIsland, cartFormIsland, cartTotalsIsland, noticesIsland];

interface Args {
  notices: string;
}

const meta = {
  title: 'Cart/Cart page',
  parameters: {
    docs: {
      description: {
        component: `The classic cart page (reference \`cart-form.html\` and \`cart-collaterals.html\`), enhanced by four islands: \`quantity\` (steppers), \`cart-form\` (\`form.woocommerce-cart-form\`: update by fetch, remove links, coupon), \`cart-totals\` (\`div.cart_totals\`: \`update_shipping_method\`, coupon removal) and \`notices\` (alert notices scrolled to and focused after 500 ms). Change a quantity, then "Update cart"; pick a shipping method; apply \`save10\`, a wrong code or an empty field.

${attributeTable(cartFormProps.describe())}`,
      },
    },
    msw: { handlers: cartPageHandlers() },
    // The cart form, totals and notices only make sense together: this is their story.
    islands: ISLANDS.map((island) => island.name),
  },
  args: { notices: '' },
  render: (args: Args) => <PageMarkup islands={ISLANDS} html={storyCartPage(args.notices)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Items, shipping and coupon (server answers)' };

export const PrintedNotice: Story = {
  name: 'A notice the server printed (focused after 500 ms)',
  args: {
    notices: '<div class="woocommerce-message" role="alert">“Beanie” has been added to your cart.</div>',
  },
};

export const ServerError: Story = {
  name: 'Error: the server fails (everything stays, error notice)',
  parameters: { msw: { handlers: cartPageHandlers('server-error') } },
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (-1, 403)',
  parameters: { msw: { handlers: cartPageHandlers('expired-nonce') } },
};

import { miniCartIsland } from '@firsat/cart';
import { ADD_TO_CART_RESPONSE } from '@firsat/cart/testing';
import { miniCartProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PageMarkup } from './cart-page-story';
import { type ShopCartMode, shopCartHandlers } from './shop-cart-handlers';

/** Where a failed remove sends the story (the remove link's href, an anchor here). */
export const STORY_REMOVE_HREF = '#sepetten-cikarildi';

/** The reference mini cart (Beanie × 2) with its remove link pointing at an anchor. */
const MINI_CART = `<div class="widget_shopping_cart">${ADD_TO_CART_RESPONSE.fragments['div.widget_shopping_cart_content'].replace(/href="[^"]*remove_item=[^"]*"/, `href="${STORY_REMOVE_HREF}"`)}</div>`;

const meta = {
  title: 'Cart/Mini cart',
  // The anchor is shared with the story's test, not a story (Storybook would fail the whole file).
  excludeStories: ['STORY_REMOVE_HREF'],
  parameters: {
    docs: {
      description: {
        component: `Enhances WooCommerce's mini cart (\`div.widget_shopping_cart_content\`, the header cart dropdown) and starts the page's cart session. Removing an item (\`a.remove_from_cart_button\`) blocks it with an overlay (opacity 0.6, \`aria-busy\`) while \`remove_from_cart\` is in flight; the reply's fragments replace the mini cart. No fragments in the reply, or a failed request, follows the remove link.

${attributeTable(miniCartProps.describe())}`,
      },
    },
  },
  render: () => <PageMarkup islands={[miniCartIsland]} html={MINI_CART} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const withMode = (mode: ShopCartMode) => ({ msw: { handlers: shopCartHandlers(mode) } });

export const WithItems: Story = { name: 'Items (remove one)', parameters: withMode('ok') };

export const NoFragments: Story = {
  name: 'Error: reply without fragments (follows the remove link)',
  parameters: withMode('no-fragments'),
};

export const ServerError: Story = {
  name: 'Error: server error 500 (follows the remove link)',
  parameters: withMode('server-error'),
};

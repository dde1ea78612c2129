import { cartSectionsIsland, checkoutReviewIsland, couponBlockIsland } from '@firsat/cart';
import { CHECKOUT_PAGE_MARKUP, couponBlockHtml } from '@firsat/cart/testing';
import { couponBlockProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { type CheckoutAnswer, checkoutReviewHandlers } from './checkout-review-handlers';
import { CheckoutMarkup } from './checkout-story';

/** The block (its toggle is the cart sections island), and the order review it refreshes. */
const islands = [couponBlockIsland, cartSectionsIsland, checkoutReviewIsland];

const meta = {
  title: 'Cart/Coupon block',
  parameters: {
    docs: {
      description: {
        component: `Takes over the coupon block of product-blocks' cart and checkout builders (\`div.wopb-coupon-form\` in \`.wopb-coupon-section\`). Its button (or Enter in the code field) sends \`?wc-ajax=apply_coupon\` (\`security\` = the page's \`apply_coupon_nonce\`, chosen by the button's \`wopbPageType\`, and \`coupon_code\`) with the block and the totals blocked; the server's notice goes into the section's own notices wrapper; then \`applied_coupon_in_checkout\` and \`update_checkout\` (here the order review gains the coupon), and on the cart page \`applied_coupon\` and the cart's refresh. A failure shows an error notice and keeps the code typed.

Try **save10** or a code that does not exist.

${attributeTable(couponBlockProps.describe())}`,
      },
    },
  },
  render: () => (
    <CheckoutMarkup islands={islands} html={`${couponBlockHtml('checkout')}${CHECKOUT_PAGE_MARKUP}`} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: CheckoutAnswer) => ({ msw: { handlers: checkoutReviewHandlers(answer) } });

export const Default: Story = { name: 'Apply a coupon (demo answers)', parameters: answering('ok') };

export const ServerError: Story = {
  name: 'Error: server error (500)',
  parameters: answering('server-error'),
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (-1, 403)',
  parameters: answering('expired-nonce'),
};

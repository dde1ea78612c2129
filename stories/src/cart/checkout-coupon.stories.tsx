import { checkoutCouponIsland, checkoutReviewIsland } from '@firsat/cart';
import { CHECKOUT_PAGE_MARKUP } from '@firsat/cart/testing';
import { checkoutCouponProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { type CheckoutAnswer, checkoutReviewHandlers } from './checkout-review-handlers';
import { CheckoutMarkup } from './checkout-story';

/** The coupon form, and the order review whose totals it refreshes. */
const islands = [checkoutCouponIsland, checkoutReviewIsland];

const meta = {
  title: 'Cart/Checkout coupon',
  parameters: {
    docs: {
      description: {
        component: `Takes over the classic checkout's coupon form (\`form.checkout_coupon\`, \`form-coupon.php\`), hidden behind "Click here to enter your code" (\`a.showcoupon\`, which becomes a disclosure button and focuses the code field). Applying sends \`?wc-ajax=apply_coupon\` (\`security\` = \`wc_checkout_params.apply_coupon_nonce\`, \`coupon_code\`) with the form blocked; the notice the server answers goes just before the form; then the form closes and \`update_checkout\` refreshes the order review's totals. A server error, no connection or an expired nonce show an error notice and keep the code typed.

Try **save10** (applies once: the review gains a coupon row), another code (does not exist) or an empty field.

${attributeTable(checkoutCouponProps.describe())}`,
      },
    },
  },
  render: () => <CheckoutMarkup islands={islands} html={CHECKOUT_PAGE_MARKUP} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: CheckoutAnswer) => ({ msw: { handlers: checkoutReviewHandlers(answer) } });

export const Default: Story = { name: 'Apply a coupon (demo answers)', parameters: answering('ok') };

export const ServerError: Story = {
  name: 'Error: server error (500)',
  parameters: answering('server-error'),
};

export const Offline: Story = { name: 'Error: no connection', parameters: answering('offline') };

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (-1, 403)',
  parameters: answering('expired-nonce'),
};

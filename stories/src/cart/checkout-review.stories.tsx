import { checkoutReviewIsland } from '@firsat/cart';
import { CHECKOUT_PAGE_MARKUP } from '@firsat/cart/testing';
import { checkoutReviewProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { type CheckoutAnswer, checkoutReviewHandlers } from './checkout-review-handlers';
import { CheckoutMarkup } from './checkout-story';

const islands = [checkoutReviewIsland];

const meta = {
  title: 'Cart/Checkout order review',
  parameters: {
    docs: {
      description: {
        component: `Takes over the classic checkout's order review (\`#order_review\` inside \`form.checkout\`). On \`update_checkout\` — a shipping choice here, the coupon form, or any theme script — it sends \`?wc-ajax=update_order_review\` (\`security\` = \`wc_checkout_params.update_order_review_nonce\`, the payment method, the billing address, \`post_data\` and the chosen \`shipping_method\`) with the review blocked, and puts the answer's fragments in place (the review table, the payment box); a newer update cancels an older one; \`reload\` reloads the page; failure messages go before the checkout form; \`updated_checkout\` goes out afterwards. Choosing a gateway shows its description only. When the request fails (server error, no connection, expired nonce) the review is unblocked and keeps its totals; an ended cart session replaces the form with the server's message.

Choose **Flat rate** (the total gains $5.00) or **Free shipping**; choose **Cash on delivery** to see its description.

${attributeTable(checkoutReviewProps.describe())}`,
      },
    },
  },
  render: () => <CheckoutMarkup islands={islands} html={CHECKOUT_PAGE_MARKUP} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: CheckoutAnswer) => ({ msw: { handlers: checkoutReviewHandlers(answer) } });

export const Default: Story = { name: 'Choose shipping (totals refresh)', parameters: answering('ok') };

export const ServerError: Story = {
  name: 'Error: server error (500, totals kept)',
  parameters: answering('server-error'),
};

export const Offline: Story = {
  name: 'Error: no connection (totals kept)',
  parameters: answering('offline'),
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (-1, 403, totals kept)',
  parameters: answering('expired-nonce'),
};

export const SessionExpired: Story = {
  name: 'Error: the cart session ended (the form is replaced)',
  parameters: answering('session-expired'),
};

import { checkoutFormIsland, checkoutReviewIsland } from '@firsat/cart';
import { CHECKOUT_FORM_MARKUP } from '@firsat/cart/testing';
import { checkoutFormProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { type CheckoutFormAnswer, checkoutFormHandlers } from './checkout-form-handlers';
import { CheckoutBody, CheckoutMarkup } from './checkout-story';

/** The order review listens for the classic refresh a refused nonce asks for. */
const islands = [checkoutFormIsland, checkoutReviewIsland];

/** wc_checkout_params.i18n_checkout_error as the reference store printed it. */
const config = {
  messages: {
    checkoutError:
      'There was an error processing your order. Please check for any charges in your payment method and review your <a href="#orders">order history</a> before placing the order again.',
  },
};

const meta = {
  title: 'Cart/Checkout form',
  parameters: {
    docs: {
      description: {
        component: `Takes over the classic checkout form (\`form.checkout.woocommerce-checkout\`) and places the order as WooCommerce's checkout.js does: the serialised form with \`woocommerce-process-checkout-nonce\` goes to \`?wc-ajax=checkout\`; the form is blocked (\`processing\`, the 0.6 overlay, \`aria-busy\`, the button \`aria-disabled\`) while it runs and a second click sends nothing. \`{result: 'success', redirect}\` goes to the order-received page; a failure's notices go first in the form (\`.woocommerce-NoticeGroup-checkout\`), focused and announced, each field they name marked (\`woocommerce-invalid\`, \`-required-field\` / \`-email\` / \`-phone\`, \`aria-invalid\`, the message under it); \`refresh: true\` triggers \`update_checkout\` (the order review fetches a fresh nonce); offline or a server error shows an error at the top and keeps everything typed. Fields are checked as checkout.js checks them on change and when left (required once edited, e-mail and phone patterns); "Ship to a different address?" shows the shipping fields; the terms link opens the terms text in place.

Fill the form and press **Place order** (the demo answers as the reference store: notices for what is missing, otherwise the order).

${attributeTable(checkoutFormProps.describe())}`,
      },
    },
  },
  render: () => (
    <CheckoutBody>
      <CheckoutMarkup
        islands={islands}
        config={config}
        html={`<div class="woocommerce">${CHECKOUT_FORM_MARKUP}</div>`}
      />
    </CheckoutBody>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: CheckoutFormAnswer) => ({ msw: { handlers: checkoutFormHandlers(answer) } });

export const Idle: Story = { name: 'Idle (demo answers)', parameters: answering('demo') };

export const FailureNotices: Story = {
  name: 'Refused: the notices and the marked fields',
  parameters: answering('failure'),
};

export const ExpiredNonce: Story = {
  name: 'Refused: expired nonce (the classic refresh)',
  parameters: answering('expired-nonce'),
};

export const Offline: Story = { name: 'Error: no connection', parameters: answering('offline') };

export const ServerError: Story = {
  name: 'Error: server error (500)',
  parameters: answering('server-error'),
};

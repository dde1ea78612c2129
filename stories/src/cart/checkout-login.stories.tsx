import { checkoutLoginIsland } from '@firsat/cart';
import { CHECKOUT_LOGIN_MARKUP } from '@firsat/cart/testing';
import { checkoutLoginProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { checkoutLoginHandlers, type LoginAnswer } from './checkout-handlers';
import { CheckoutBody, CheckoutMarkup } from './checkout-story';

const islands = [checkoutLoginIsland];

const meta = {
  title: 'Cart/Checkout login',
  parameters: {
    docs: {
      description: {
        component: `Takes over the guest login of the classic checkout (\`body.woocommerce-checkout form.woocommerce-form-login\`, shown by \`a.showlogin\`, which becomes a disclosure button). Submitting sends admin-ajax \`wopb_checkout_login\` (username, password, rememberme, wpnonce = \`wopb_core.security\`) with the button disabled; success reloads the page. The error body is a map of field name → message: a message for a field goes under it (aria-invalid, aria-describedby, focus on the first), \`default\` or unknown names go to the general area at the top of the form. A server error, no connection or an expired nonce show a clear general error; typed values are kept.

Try **musteri / musteri123** (signs in: the page reloads), **musteri / yanlis** (password message) or **kimse / x** (username message).

${attributeTable(checkoutLoginProps.describe())}`,
      },
    },
  },
  render: () => (
    <CheckoutBody>
      <CheckoutMarkup islands={islands} html={`<div class="woocommerce">${CHECKOUT_LOGIN_MARKUP}</div>`} />
    </CheckoutBody>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: LoginAnswer) => ({ msw: { handlers: checkoutLoginHandlers(answer) } });

export const Guest: Story = { name: 'Guest (demo answers)', parameters: answering('demo') };

export const GeneralError: Story = {
  name: 'Error: general message (default)',
  parameters: answering('general'),
};

export const ServerError: Story = {
  name: 'Error: server error (500)',
  parameters: answering('server-error'),
};

export const Offline: Story = { name: 'Error: no connection', parameters: answering('offline') };

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (-1)',
  parameters: answering('expired-nonce'),
};

import { storeNoticeIsland } from '@firsat/cart';
import { storeNoticeMarkup } from '@firsat/cart/testing';
import { storeNoticeProps } from '@firsat/cart/views';
import { removeCookie, setCookie, storeNoticeCookie } from '@firsat/core/island';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { CheckoutMarkup } from './checkout-story';

const islands = [storeNoticeIsland];

interface Args {
  idAttribute: 'data-notice-id' | 'data-noticeid';
  dismissed: boolean;
}

const meta = {
  title: 'Cart/Store notice',
  parameters: {
    docs: {
      description: {
        component: `Takes over WooCommerce's \`.woocommerce-store-notice\` (printed hidden): shown until dismissed; the dismiss link (Enter or Space) hides it and sets the cookie \`store_notice\` + the notice id (\`data-notice-id\`, or \`data-noticeid\` of older WooCommerce) = \`hidden\` on path \`/\`, so it stays hidden on every page; focus moves to the main content. A new notice text has a new id and shows again.

${attributeTable(storeNoticeProps.describe())}`,
      },
    },
  },
  render: (args: Args) => (
    <CheckoutMarkup
      islands={islands}
      html={storeNoticeMarkup('5f1d7e2c', args.idAttribute)}
      before={() => {
        if (args.dismissed) setCookie(storeNoticeCookie('5f1d7e2c'), 'hidden');
        else removeCookie(storeNoticeCookie('5f1d7e2c'));
      }}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = { args: { idAttribute: 'data-notice-id', dismissed: false } };

export const OlderMarkup: Story = {
  name: 'Shown (data-noticeid of older WooCommerce)',
  args: { idAttribute: 'data-noticeid', dismissed: false },
};

export const Dismissed: Story = {
  name: 'Dismissed earlier (cookie set: stays hidden)',
  args: { idAttribute: 'data-notice-id', dismissed: true },
};

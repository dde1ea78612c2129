import { comingSoonBannerIsland } from '@firsat/cart';
import { comingSoonBannerMarkup } from '@firsat/cart/testing';
import { comingSoonBannerProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { comingSoonHandlers } from './checkout-handlers';
import { CheckoutMarkup } from './checkout-story';

const islands = [comingSoonBannerIsland];

interface Args {
  restUrl: string | null;
}

const meta = {
  title: 'Cart/Coming-soon banner',
  parameters: {
    docs: {
      description: {
        component: `Takes over WooCommerce's coming-soon footer banner (\`#coming-soon-footer-banner\`), printed for store managers while the shop is in coming-soon mode. Its empty dismiss link becomes a labelled, focusable button (Enter or Space); dismissing POSTs \`{woocommerce_meta: {coming_soon_banner_dismissed: 'yes'}}\` to the link's \`data-rest-url\` with the X-WP-Nonce header, and the banner hides when the request completes, whatever the answer (it is not used).

${attributeTable(comingSoonBannerProps.describe())}`,
      },
    },
    msw: { handlers: comingSoonHandlers('ok') },
  },
  render: (args: Args) => <CheckoutMarkup islands={islands} html={comingSoonBannerMarkup(args.restUrl)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = { args: { restUrl: '/wp-json/wp/v2/users/1' } };

export const Refused: Story = {
  name: 'Error: the server refuses (hides anyway)',
  args: { restUrl: '/wp-json/wp/v2/users/1' },
  parameters: { msw: { handlers: comingSoonHandlers('unauthorized') } },
};

export const BadAttribute: Story = {
  name: 'Error: no data-rest-url (server HTML kept)',
  args: { restUrl: null },
};

import { productViewsProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable, BodyClasses } from '../support';
import { ExtrasMarkup, type StoreMode, viewsHandlers } from './extras-story';

const TITLE =
  '<div class="summary"><h1 class="product_title entry-title">Pamuklu Basic Tişört</h1><p class="story-log">3 saniye sonra bir görüntülenme gönderilir…</p></div>';

interface Args {
  postId: number | null;
}

const meta = {
  title: 'Blocks/Product view ping',
  parameters: {
    docs: {
      description: {
        component: `A page island: it owns no element, and starts once on a page whose body is \`body.single-product\` when the browser is idle (its state on \`<html data-island-product-views>\`), and renders nothing. 3000 ms after the page loaded it POSTs \`/wp-json/wopb/views\` with \`{postID, wpnonce}\` through the REST client (X-WP-Nonce, one fresh nonce and retry on rest_cookie_invalid_nonce), once per page view. The id is the body's \`postid-<id>\` class; without one nothing is sent. The story gives its body the classes WordPress prints on a product page.

${attributeTable(productViewsProps.describe())}`,
      },
    },
  },
  args: { postId: 25 },
  render: (args: Args) => (
    <BodyClasses classes={args.postId === null ? 'single-product' : `single-product postid-${args.postId}`}>
      <ExtrasMarkup island="product-views" html={TITLE} />
    </BodyClasses>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: StoreMode) => ({ msw: { handlers: viewsHandlers(mode) } });

export const Sent: Story = { name: 'Sent once, 3 s after load', parameters: store('ok') };

export const ExpiredNonce: Story = {
  name: 'Expired REST nonce: refreshed and retried once',
  parameters: store('expired-nonce'),
};

export const ServerError: Story = { name: 'Error: server error (logged)', parameters: store('server-error') };

export const NoPostId: Story = {
  name: 'No postid-<id> class: nothing sent',
  args: { postId: null },
  parameters: store('ok'),
};

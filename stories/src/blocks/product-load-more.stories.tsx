import { loadMoreBlockMarkup } from '@firsat/blocks/testing';
import { productLoadMoreProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';
import { type ListingMode, listingHandlers } from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Product load more',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-loadmore-action\` of a product grid, list or category block. A click (or Enter/Space) sends \`wopb_load_more\` (action, paged, blockId, postId, blockName, filterAttributes, builder, widgetBlockId, wpnonce) and inserts the HTML before \`.wopb-loadmore-insert-before\`; on the last page the button gets \`wopb-disable\`. The block shows \`wopb-processing\` and its overlay meanwhile. A refused nonce (-1) fetches a fresh one (\`wopb_get_nonce\`, kept in sessionStorage) and retries once; a failure logs 'Error occured.please try again' with the status.

${attributeTable(productLoadMoreProps.describe())}`,
      },
    },
  },
  args: { html: loadMoreBlockMarkup(1, 3) },
  render: (args: Args) => (
    <>
      <ExtrasMarkup island="product-load-more" html={args.html} />
      <p className="story-log" />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: ListingMode) => ({ msw: { handlers: listingHandlers(mode, 3) } });

export const Default: Story = { name: 'Load more (3 pages)', parameters: store('ok') };
export const LastPage: Story = {
  name: 'One page left (the button is disabled after it)',
  args: { html: loadMoreBlockMarkup(2, 3) },
  parameters: store('ok'),
};
export const ServerError: Story = {
  name: 'Error: server error (nothing inserted)',
  parameters: store('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the page',
  parameters: store('expired-nonce'),
};

import { paginationBlockMarkup } from '@firsat/blocks/testing';
import { productPaginationProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';
import { type ListingMode, listingHandlers } from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Product pagination',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-pagination-wrap.wopb-pagination-ajax-action\`. Core's pagination model shows the items (first/last shortcuts and dots by position, previous hidden on page 1, next on the last); a click sends \`wopb_pagination\` (action, paged, blockId, postId, blockName, builder, filterAttributes, widgetBlockId, wpnonce) and the reply replaces \`.wopb-block-items-wrap\`'s contents. Then the page scrolls to 50 px above the block when the reader was past it, focus goes to the heading, the page is announced, and the address gets \`?paged-<blockId>=N\` (Back shows the page before).

${attributeTable(productPaginationProps.describe())}`,
      },
    },
  },
  args: { html: paginationBlockMarkup(1, 6) },
  render: (args: Args) => (
    <>
      <ExtrasMarkup island="product-pagination" html={args.html} />
      <p className="story-log" />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: ListingMode) => ({ msw: { handlers: listingHandlers(mode, 6) } });

export const Default: Story = { name: 'Page 1 of 6', parameters: store('ok') };
export const LastPage: Story = {
  name: 'Last page (next hidden)',
  args: { html: paginationBlockMarkup(6, 6) },
  parameters: store('ok'),
};
export const ServerError: Story = {
  name: 'Error: server error (page kept)',
  parameters: store('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the page',
  parameters: store('expired-nonce'),
};

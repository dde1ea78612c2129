import { filterTabsBlockMarkup } from '@firsat/blocks/testing';
import { productFilterTabsProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';
import { type ListingMode, listingHandlers } from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Product filter tabs',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-filter-wrap\`. A click moves \`filter-active\` to the tab at once and sends \`wopb_filter\` (action, taxtype, taxonomy, blockId, postId, blockName, currentUrl, widgetBlockId, wpnonce); the reply replaces \`.wopb-wrapper-main-content\` — items and pagination, whose island the observer mounts. Arrow keys, Home and End move between tabs; the count (or "ürün bulunamadı") is announced; the address gets \`?tab-<blockId>=…\`.

${attributeTable(productFilterTabsProps.describe())}`,
      },
    },
  },
  args: { html: filterTabsBlockMarkup() },
  render: (args: Args) => (
    <>
      <ExtrasMarkup island="product-filter-tabs" html={args.html} />
      <p className="story-log" />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: ListingMode) => ({ msw: { handlers: listingHandlers(mode) } });

export const Default: Story = { name: 'Category tabs', parameters: store('ok') };
export const NoResult: Story = { name: 'A tab with no product', parameters: store('no-result') };
export const ServerError: Story = {
  name: 'Error: server error (tab kept)',
  parameters: store('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the tab',
  parameters: store('expired-nonce'),
};

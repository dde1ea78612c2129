import { advancedFilterMarkup } from '@firsat/post-blocks/testing';
import { postAdvancedFilterProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostListingMarkup, type PostListingMode, postListingHandlers } from './listing-story';

interface Args {
  html: string;
}

/** The plugin's look for what the behaviour shows: active buttons and chips. */
const CSS = `<style>.ultp-filter-block-front-end-inner{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}.ultp-filter-select{position:relative;min-width:180px}.ultp-filter-select-field{border:1px solid #555;padding:6px 10px;display:flex;justify-content:space-between;gap:8px}.ultp-filter-select-field svg{width:12px}.ultp-filter-select-options{position:absolute;z-index:2;background:#fff;border:1px solid #555;margin:0;padding:4px;list-style:none;width:100%}.ultp-filter-select-options li{padding:4px 6px}.ultp-filter-select-options li[aria-selected=true]{font-weight:700}.ultp-filter-button{display:inline-block;border:1px solid #555;padding:6px 10px;margin-right:4px}.ultp-filter-button-active{background:#222;color:#fff}.ultp-selected-filter{display:flex;gap:6px;border:1px solid #555;padding:4px 8px}.ultp-selected-filter-icon svg,.ultp-filter-search-input-icon svg{width:12px}</style>`;

const meta = {
  title: 'Post blocks/Post advanced filter',
  parameters: {
    docs: {
      description: {
        component: `Takes over the advanced filter (\`.ultp-post-grid-parent[data-grids]\`): dropdowns (one open; Escape and an outside press close; arrow keys among the options), buttons (\`aria-pressed\`; all vs the others; one per adv_sort / order / order_by), search (500 ms, Enter at once), chips with a remove button, and clear. Each change sends one admin-ajax \`ultp_adv_filter\` per grid (taxonomy \`[{value:"type###selected"}]\`, author unless \`_all\`, order, orderby, adv_sort, search, blockId, blockName, postId, ultpUniqueIds, ultpCurrentUniquePosts, widgetBlockId, wpnonce), its reply into that grid; nothing found appends \`.ultp-not-found-message[role=alert]\`. The state is in the address.

${attributeTable(postAdvancedFilterProps.describe())}`,
      },
    },
  },
  args: { html: CSS + advancedFilterMarkup() },
  render: (args: Args) => <PostListingMarkup island="post-advanced-filter" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: PostListingMode) => ({ msw: { handlers: postListingHandlers(mode, 2) } });

export const Default: Story = {
  name: 'Dropdowns, buttons, search and clear over two grids',
  parameters: blog('ok'),
};
export const NoResult: Story = { name: 'Nothing found (the notFound alert)', parameters: blog('no-result') };
export const ServerError: Story = { name: 'Error: server error', parameters: blog('server-error') };
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the posts',
  parameters: blog('expired-nonce'),
};

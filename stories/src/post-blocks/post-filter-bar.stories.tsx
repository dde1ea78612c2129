import { filterBarGridMarkup } from '@firsat/post-blocks/testing';
import { postFilterBarProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostListingMarkup, type PostListingMode, postListingHandlers } from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Post filter bar',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-filter-wrap\` of a post grid. A link moves \`filter-active\` and sends admin-ajax \`ultp_filter\` (taxtype, taxonomy, blockId, postId, blockName, widgetBlockId, ultpUniqueIds, ultpCurrentUniquePosts, wpnonce); the JSON reply's \`blocks\` replace the items and its \`pagination\` the control its \`paginationType\` names. Arrow keys, Home and End move among the links; on a narrow grid the links that would wrap go behind "Daha fazla". The count or "no posts" is announced; the tab is in the address.

${attributeTable(postFilterBarProps.describe())}`,
      },
    },
  },
  args: { html: filterBarGridMarkup() },
  render: (args: Args) => <PostListingMarkup island="post-filter-bar" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: PostListingMode) => ({ msw: { handlers: postListingHandlers(mode, 3) } });

export const Default: Story = { name: 'Tümü, Rehber, Haber', parameters: blog('ok') };
export const NoResult: Story = { name: 'A category with no posts', parameters: blog('no-result') };
export const ServerError: Story = {
  name: 'Error: server error (the link put back)',
  parameters: blog('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the posts',
  parameters: blog('expired-nonce'),
};

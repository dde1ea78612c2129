import { infiniteGridMarkup, loadMoreGridMarkup } from '@firsat/post-blocks/testing';
import { postGridLoadMoreProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostListingMarkup, type PostListingMode, postListingHandlers } from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Post grid load more',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-loadmore-action\` of a post grid (and the wrapper of an \`ultp-iscroll-active\` grid: infinite scroll). A press (or Enter/Space) sends admin-ajax \`ultp_next_prev\` (action, paged, blockId, postId, exclude, blockName, builder, filterValue, filterType, widgetBlockId, ultpUniqueIds, ultpCurrentUniquePosts, wpnonce) and appends the HTML to \`.ultp-block-items-wrap\`; on the last page the button gets \`ultp-disable\`. Infinite scroll sends \`ultp_pagination\` when the last post nears the view and stops on the last page or an empty reply. The wrapper has \`ultp-loading-active\` and \`aria-busy\` meanwhile. A refused nonce (an empty reply) fetches a fresh one (\`ultp_get_nonce\`, kept in sessionStorage) and retries once; a failure logs 'Error occured.please try again' with the status.

${attributeTable(postGridLoadMoreProps.describe())}`,
      },
    },
  },
  args: { html: loadMoreGridMarkup(1, 3) },
  render: (args: Args) => <PostListingMarkup island="post-grid-load-more" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: PostListingMode) => ({ msw: { handlers: postListingHandlers(mode, 3) } });

export const Default: Story = { name: 'Load more (3 pages)', parameters: blog('ok') };
export const LastPage: Story = {
  name: 'One page left (the button is disabled after it)',
  args: { html: loadMoreGridMarkup(2, 3) },
  parameters: blog('ok'),
};
export const InfiniteScroll: Story = {
  name: 'Infinite scroll (ultp-iscroll-active)',
  args: { html: infiniteGridMarkup(1, 3) },
  parameters: blog('ok'),
};
export const ServerError: Story = {
  name: 'Error: server error (nothing appended)',
  parameters: blog('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the page',
  parameters: blog('expired-nonce'),
};
export const BadAttribute: Story = {
  name: 'Error: data-pages is not a number (server HTML kept)',
  args: { html: loadMoreGridMarkup(1, 3).replace('data-pages="3"', 'data-pages="üç"') },
};

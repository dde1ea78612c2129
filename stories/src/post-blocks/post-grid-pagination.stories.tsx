import { paginationGridMarkup, postGridMarkup } from '@firsat/post-blocks/testing';
import { postGridPaginationProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import {
  detachedPaginationMarkup,
  PostListingMarkup,
  type PostListingMode,
  postListingHandlers,
} from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Post grid pagination',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-pagination-wrap.ultp-pagination-ajax-action\` of a post grid, or of a detached pagination block (\`data-for="ultp-block-<id>"\`). Core's pagination model relabels the printed list; a page sends admin-ajax \`ultp_pagination\` and replaces \`.ultp-block-items-wrap\`; focus goes to the grid's heading, the page is announced and pushed into the address. A refused nonce is renewed once; a failure logs 'Error occured.please try again' with the status and puts the list back.

${attributeTable(postGridPaginationProps.describe())}`,
      },
    },
  },
  args: { html: paginationGridMarkup(1, 6) },
  render: (args: Args) => <PostListingMarkup island="post-grid-pagination" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: PostListingMode) => ({ msw: { handlers: postListingHandlers(mode, 6) } });

export const Default: Story = { name: 'Numbered pages (6)', parameters: blog('ok') };
export const Detached: Story = {
  name: 'A detached pagination block (data-for)',
  args: {
    html:
      postGridMarkup({ navigation: 'none', pages: 6, blockId: 'ayri01' }) +
      detachedPaginationMarkup('ayri01', 6),
  },
  parameters: blog('ok'),
};
export const ServerError: Story = {
  name: 'Error: server error (the list put back)',
  parameters: blog('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the page',
  parameters: blog('expired-nonce'),
};

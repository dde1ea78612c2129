import { nextPrevGridMarkup } from '@firsat/post-blocks/testing';
import { postGridNextPrevProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostListingMarkup, type PostListingMode, postListingHandlers } from './listing-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Post grid next and previous',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-next-prev-wrap\` of a post grid. Its arrows become keyboard buttons; a press sends admin-ajax \`ultp_next_prev\` for the page before or after and replaces \`.ultp-block-items-wrap\`; \`ultp-disable\` marks the ends. Focus goes to the grid's heading, the page is announced and pushed into the address (\`?<blockId>_page=N\`). A refused nonce is renewed once; a failure logs 'Error occured.please try again' with the status and puts the page back.

${attributeTable(postGridNextPrevProps.describe())}`,
      },
    },
  },
  args: { html: nextPrevGridMarkup(1, 3) },
  render: (args: Args) => <PostListingMarkup island="post-grid-next-prev" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: PostListingMode) => ({ msw: { handlers: postListingHandlers(mode, 3) } });

export const Default: Story = { name: 'Next and previous (3 pages)', parameters: blog('ok') };
export const LastPage: Story = {
  name: 'On the last page',
  args: { html: nextPrevGridMarkup(3, 3) },
  parameters: blog('ok'),
};
export const ServerError: Story = {
  name: 'Error: server error (the page stays)',
  parameters: blog('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the page',
  parameters: blog('expired-nonce'),
};

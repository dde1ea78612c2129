import { postShareMarkup } from '@firsat/post-blocks/testing';
import { postShareButtonsProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { type BlogMode, PostMarkup, shareHandlers } from './post-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Share buttons',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-post-share\` (the builder's post share block). A click on \`.ultp-post-share-item a[url]\` opens the network in an 800×500 window centred on the screen (noopener) and sends admin-ajax \`ultp_share_count\` (shareCount, postId, wpnonce; a refused nonce renewed once); the total moves on by one. A sticky bar (\`.ultp-disable-sticky-footer\`) gets \`remove-sticky\` while the page's footer is in view. A failure logs 'Error occured.please try again' with the status and keeps the count.

${attributeTable(postShareButtonsProps.describe())}`,
      },
    },
  },
  args: { html: postShareMarkup({ count: 12, labels: true }) },
  render: (args: Args) => <PostMarkup island="post-share-buttons" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const blog = (mode: BlogMode) => ({ msw: { handlers: shareHandlers(mode) } });

export const Labelled: Story = { name: 'Share bar with labels (count goes up)', parameters: blog('ok') };

export const IconsOnly: Story = {
  name: 'Icon-only links (named by network)',
  args: { html: postShareMarkup({ count: 12 }) },
  parameters: blog('ok'),
};

export const StickyBar: Story = {
  name: 'Sticky bar stepping aside for the footer',
  args: {
    html: `${postShareMarkup({ count: 12, sticky: true })}<div style="height:150vh"></div><footer style="padding:2rem;background:#eee">Alt bilgi</footer>`,
  },
  parameters: blog('ok'),
};

export const ServerError: Story = {
  name: 'Error: server error (count kept)',
  parameters: blog('server-error'),
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (renewed once, counted)',
  parameters: blog('expired-nonce'),
};

export const Offline: Story = { name: 'Error: offline (count kept)', parameters: blog('offline') };

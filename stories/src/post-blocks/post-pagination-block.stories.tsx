import { paginationBlockMarkup } from '@firsat/post-blocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostMarkup } from './post-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Post pagination block',
  parameters: {
    docs: {
      description: {
        component:
          "Takes over a grid parent's separate pagination block (`.ultp-post-grid-parent .ultp-pagination-block`), printed empty: the grid's control, printed hidden in its `.pagination-block-html`, moves into the block with the block's classes added (a filter reply's control is found by them through the parent's `data-pagi`), as the plugin's script does on load. The control is then its own island's (numbered pages here: see Post grid pagination). Nothing to read: no data-*. Unmounted, the control goes back into its hidden holder.",
      },
    },
  },
  args: { html: paginationBlockMarkup('sayfa01', 6) },
  render: (args: Args) => <PostMarkup island="post-pagination-block" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'The grid’s numbered pages in the block' };
export const NothingToMove: Story = {
  name: 'No hidden control: the block stays empty',
  args: {
    html: '<div class="ultp-post-grid-parent"><div class="ultp-pagination-block ultp-block-bos"></div></div>',
  },
};

import { videoItemMarkup } from '@firsat/post-blocks/testing';
import { postVideoProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostMarkup } from './post-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Video',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.ultp-video-icon:not(a)\` (a video post's play icon in a grid or list; the redirect mode's link stays a link). The icon is a keyboard button. In popup mode the press builds the player (YouTube embed, Vimeo player with dnt=1, or a \`<video>\`) into the item's \`.ultp-video-modal\` and opens it as a dialog: Escape, the close control or the backdrop close it, stop the player and give the focus back to the icon. Inline, the player replaces the image and takes the focus.

${attributeTable(postVideoProps.describe())}`,
      },
    },
  },
  args: { html: videoItemMarkup({ popup: true }) },
  render: (args: Args) => <PostMarkup island="post-video" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popup: Story = { name: 'Popup (YouTube)' };
export const PopupAutoplay: Story = {
  name: 'Popup, autoplay (muted)',
  args: { html: videoItemMarkup({ popup: true, autoplay: true, loop: true }) },
};
export const Inline: Story = {
  name: 'Inline (Vimeo)',
  args: { html: videoItemMarkup({ popup: false, type: 'vimeo', url: 'https://vimeo.com/76979871' }) },
};
export const LocalFile: Story = {
  name: 'Inline, a local file',
  args: {
    html: videoItemMarkup({
      popup: false,
      type: 'local',
      url: 'https://firsat.example/wp-content/uploads/tur.mp4',
    }),
  },
};

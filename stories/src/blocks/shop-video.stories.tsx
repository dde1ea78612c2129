import { videoMarkup } from '@firsat/blocks/testing';
import { shopVideoProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

const SRC = 'media/urun-tanitim.webm';

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Shop video',
  parameters: {
    docs: {
      description: {
        component: `Enhances \`.wopb-product-video-wrapper\` (product-blocks product video in shop loops). The play icon becomes a button named "Videoyu oynat" (click, Enter, Space): it hides and the video shows and plays; when the video ends the icon returns. With "view onhover" (\`data-hover="true"\`) the video plays on mouse enter and pauses and mutes on leave — not when the visitor prefers reduced motion.

${attributeTable(shopVideoProps.describe())}`,
      },
    },
  },
  args: { html: videoMarkup({ src: SRC }) },
  render: (args: Args) => <ExtrasMarkup island="shop-video" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconMode: Story = { name: 'Play icon (video hidden until pressed)' };

export const HoverMode: Story = {
  name: 'Play on hover (pauses and mutes on leave)',
  args: { html: videoMarkup({ src: SRC, icon: false, hover: true }) },
};

export const NoVideo: Story = {
  name: 'Error: no video in the item (server HTML kept)',
  args: { html: videoMarkup({ video: false }) },
};

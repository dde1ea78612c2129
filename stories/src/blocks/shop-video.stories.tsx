import { shopVideoProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support/island-story';
import { ExtrasMarkup } from './extras-story';

const SRC = 'media/urun-tanitim.webm';
const ICON =
  '<svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="rgb(0 0 0 / 55%)"/><path d="M10 8v8l6-4z" fill="#fff"/></svg>';

/** ProductVideo::product_video_thumbnail: `muted` glued to `data-hover` as the plugin concatenates them. */
function videoMarkup({ icon = true, hover = false, video = true } = {}): string {
  const media = video
    ? `<video class="wopb-custom-video"${hover ? ' loop' : ''} controls><source src="${SRC}" type="video/webm"></video>`
    : '';
  return `<div class="wopb-product-video-wrapper" data-fallback-src="fallback.svg" data-single-position="first" style="max-width: 240px"><span class="wopb-video-play-icon${icon ? '' : ' wopb-d-none'}">${ICON}</span><span class="wopb-video-item${icon ? ' wopb-d-none' : ''}" ${hover ? 'muteddata-hover="true"' : 'muted'}>${media}</span></div>`;
}

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
  args: { html: videoMarkup() },
  render: (args: Args) => <ExtrasMarkup island="shop-video" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconMode: Story = { name: 'Play icon (video hidden until pressed)' };

export const HoverMode: Story = {
  name: 'Play on hover (pauses and mutes on leave)',
  args: { html: videoMarkup({ icon: false, hover: true }) },
};

export const NoVideo: Story = {
  name: 'Error: no video in the item (server HTML kept)',
  args: { html: videoMarkup({ video: false }) },
};

import { stickyVideoMarkup } from '@firsat/post-blocks/testing';
import { stickyVideoProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { PostMarkup } from './post-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Sticky video',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wp-block-ultimate-post-post-image .ultp-sticky-video\` (the builder's featured video with “sticky” on). Scrolled past its place, the video gets \`ultp-sticky-active\` (the plugin's CSS floats it) and the place keeps its height; scrolling back puts it back. Its close control, a keyboard button, ends that for the page view. Scroll the story.

${attributeTable(stickyVideoProps.describe())}`,
      },
    },
  },
  args: { html: `${stickyVideoMarkup()}<div style="height:200vh">Yazının devamı…</div>` },
  render: (args: Args) => <PostMarkup island="sticky-video" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sticky: Story = { name: 'Featured video, sticky on scroll' };

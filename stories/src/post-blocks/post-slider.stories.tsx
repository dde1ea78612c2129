import { postSliderMarkup } from '@firsat/post-blocks/testing';
import { postSliderProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { MotionMarkup } from './motion-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Post blocks/Post slider',
  parameters: {
    docs: {
      description: {
        component: `Takes over the post sliders' \`.ultp-block-items-wrap[data-slidelg]\` (post slider 1 and 2) with core's slider on keen-slider, in the mode ultp.js picks: slider 1 fades (when asked) with one post on large screens, otherwise shows \`data-slidelg\` / \`-sm\` / \`-xs\` posts above 1024 px, to 600 px and below; slider 2 fades or slides whole posts at 991 / 767 px in layouts 2, 3, 5, 6 and 8, and centres the current post with \`data-paddlg\` / \`-sm\` / \`-xs\` px of its neighbours in layouts 1, 4 and 7. One post a step in 500 ms, looping; autoplay every \`data-slidespeed\` ms (3000) pauses on hover, on focus and by its pause control, and with reduced motion waits for play. Arrows carry the block's \`.ultp-slick-nav\` icons ("Önceki yazı" / "Sonraki yazı"), dots are buttons ("3. yazıya git"). Lazy pictures and \`[data-bg]\` backgrounds load within 200 px. Inside the site builder it starts 200 ms late; an empty wrap is looked at again after 10 000 ms. Unmounted, the block is byte for byte as printed.

${attributeTable(postSliderProps.describe())}`,
      },
    },
  },
  args: { html: postSliderMarkup({ heading: 'Manşet', items: 5, dots: true }) },
  render: (args: Args) => <MotionMarkup island="post-slider" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headline: Story = { name: 'Post slider 1: one post at a time, arrows and dots' };

export const ThreeAcross: Story = {
  name: 'Post slider 1: 3 / 2 / 1 posts (1024 and 600 px)',
  args: { html: postSliderMarkup({ items: 6, slides: [3, 2, 1] }) },
};

export const Autoplay: Story = {
  name: 'Autoplay at its 3000 ms default (pauses on hover, focus and its control)',
  args: { html: postSliderMarkup({ items: 4, autoplay: true }) },
};

export const Fade: Story = {
  name: 'Post slider 2, layout 2: fade',
  args: {
    html: postSliderMarkup({
      slider: 2,
      layout: 'slide2',
      fade: true,
      items: 4,
      autoplay: true,
      speed: 4000,
    }),
  },
};

export const Centred: Story = {
  name: 'Post slider 2, layout 1: centre mode with padding',
  args: { html: postSliderMarkup({ slider: 2, layout: 'slide1', items: 5, slides: [1, 1, 1] }) },
};

export const LazyBackgrounds: Story = {
  name: 'Lazy backgrounds (data-bg) within 200 px',
  args: { html: postSliderMarkup({ items: 4, lazyBackgrounds: [2, 3, 4] }) },
};

export const BadAttribute: Story = {
  name: 'Error: data-slidelg="üç" (server HTML kept)',
  args: { html: postSliderMarkup({ items: 3 }).replace('data-slidelg="1"', 'data-slidelg="üç"') },
};

import { backToTopMarkup } from '@firsat/post-blocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionMarkup } from './motion-story';

interface Args {
  html: string;
}

const CSS = `<style>.ultp-toc-backtotop{position:fixed;bottom:40px;right:40px;background:#222;color:#fff;padding:10px;line-height:0;opacity:0;visibility:hidden;transition:.3s}.ultp-toc-backtotop.tocshow{opacity:1;visibility:visible}.story-tall{height:3000px;background:linear-gradient(#fff,#dde)}</style>`;

const meta = {
  title: 'Post blocks/Back to top',
  parameters: {
    docs: {
      description: {
        component:
          'Takes over the Table of Contents block\'s `a.ultp-toc-backtotop` (printed shown, `tocshow`): it shows only past 1000 px of scroll (SPEC §9), a press scrolls the page to the top over 600 ms (at once for reduced motion) and puts focus on the page so Tab starts again from the top; an icon-only link is named "Sayfanın başına dön". Nothing to read from its markup: no data-*. Unmounted, the link is as printed.',
      },
    },
  },
  args: {
    html: `${CSS}<div class="story-tall"><p>Aşağı kaydırın: bağlantı 1000 px sonra görünür.</p></div>${backToTopMarkup()}`,
  },
  render: (args: Args) => <MotionMarkup island="back-to-top" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongPage: Story = { name: 'A long page: the link shows past 1000 px' };

export const Named: Story = {
  name: 'A printed name is kept',
  args: { html: `${CSS}<div class="story-tall"></div>${backToTopMarkup({ label: 'Yukarı çık' })}` },
};

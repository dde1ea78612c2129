import { newsTickerMarkup } from '@firsat/post-blocks/testing';
import { newsTickerProps } from '@firsat/post-blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { MotionMarkup } from './motion-story';

interface Args {
  html: string;
}

/** The plugin's CSS for the ticker, as much as the story needs to show one post at a time. */
const TICKER_CSS = `<style>.ultp-newsTicker-wrap{position:relative;display:flex;align-items:center;gap:12px;min-height:45px;padding-right:130px;border:1px solid #ddd}.ultp-news-ticker-label{background:#1974d2;color:#fff;padding:0 10px;align-self:stretch;display:flex;align-items:center}.ultp-news-ticker-box{overflow:hidden;flex:1}.ultp-news-ticker{margin:0;padding:0;list-style:none}.ultp-news-ticker li{display:none}.ultp-news-ticker .active{display:block}.ultp-newstick-marquee ul{display:flex;gap:24px}.ultp-newstick-marquee ul li{display:block;white-space:nowrap}.ultp-news-ticker-controls{position:absolute;right:0;top:0;height:100%;display:flex;align-items:center}.ultp-news-ticker-controls button{height:45px;width:40px}.ultp-news-ticker-pause.pause:before{content:"❚❚"}.ultp-news-ticker-pause.play:before{content:"▶"}</style>`;

const meta = {
  title: 'Post blocks/News ticker',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`ul.ultp-news-ticker\` (the News Ticker block) as customSlider.js did: horizontal, vertical and typewriter tickers move \`active\` to the next post every \`data-speed\` ms (2000 without it), the plugin's CSS animating the change; the marquee slides a pixel every \`data-speed\` ms (50 without it). Previous / next step a post (the marquee jumps 250 px); the pause control — printed, or built when the block prints none — stops and starts it, named "Haber akışını durdur" / "Haber akışını başlat". It pauses while a pointer is over the list (\`data-hover\`) and while focus is on one of its links; with reduced motion it waits for play. Posts a person moves to are announced (\`aria-live="polite"\`), those it moves to itself are not. Unmounted, the block is byte for byte as printed.

${attributeTable(newsTickerProps.describe())}`,
      },
    },
  },
  args: { html: TICKER_CSS + newsTickerMarkup({ type: 'vertical', speed: 3000 }) },
  render: (args: Args) => <MotionMarkup island="news-ticker" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { name: 'Vertical, every 3000 ms, with previous, pause and next' };

export const Horizontal: Story = {
  name: 'Horizontal at the 2000 ms default',
  args: { html: TICKER_CSS + newsTickerMarkup({ type: 'horizontal' }) },
};

export const Typewriter: Story = {
  name: 'Typewriter',
  args: { html: TICKER_CSS + newsTickerMarkup({ type: 'typewriter', speed: 4000 }) },
};

export const Marquee: Story = {
  name: 'Marquee, a pixel every 20 ms',
  args: { html: TICKER_CSS + newsTickerMarkup({ type: 'marquee', speed: 20, items: 6 }) },
};

export const NoPauseControl: Story = {
  name: 'A block printing no pause control gets one',
  args: { html: TICKER_CSS + newsTickerMarkup({ controls: 'arrows', speed: 3000 }) },
};

export const BadAttribute: Story = {
  name: 'Error: data-type="yatay" (server HTML kept)',
  args: { html: TICKER_CSS + newsTickerMarkup().replace('data-type="vertical"', 'data-type="yatay"') },
};

import { sliderBlockMarkup } from '@firsat/blocks/testing';
import { productSliderProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Product slider',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-product-blocks-slide\` — the product-blocks Product Slider block and grid, list or category blocks in slide view — with keen-slider, on the items the plugin printed. \`data-slidestoshow\` gives the slides in view on large screens, at 991 px and below, and at 767 px and below; one slide a step, looping. Arrows are buttons named "Önceki ürün" / "Sonraki ürün" carrying the block's own \`.wopb-slick-prev\` / \`.wopb-slick-next\` icons; dots are buttons ("3. slayta git"), the current one \`aria-current\`. Autoplay (\`data-slidespeed\`, 3000 ms for a carousel, 7000 ms for the Product Slider block) pauses on hover, on focus and by a visible pause control; with reduced motion it waits for the play control and slides without animation. Left / Right keys move the focused slider. Lazy pictures (\`img[data-lazy]\`, \`[data-bg]\`) load within 200 px; one that fails gets \`slick-lazyload-error\`. Unmounted, the block is byte for byte as printed.

${attributeTable(productSliderProps.describe())}`,
      },
    },
  },
  args: { html: sliderBlockMarkup({ items: 8 }) },
  render: (args: Args) => <ExtrasMarkup island="product-slider" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowsAndDots: Story = { name: 'Carousel 4-2-1 with arrows and dots' };

export const Autoplay: Story = {
  name: 'Autoplay (2000 ms; pauses on hover, focus and its control)',
  args: { html: sliderBlockMarkup({ items: 8, autoplay: true, speed: 2000 }) },
};

export const Fade: Story = {
  name: 'Product Slider block: fade, one product at a time, autoplay at its 7000 ms default',
  args: {
    html: sliderBlockMarkup({
      slug: 'product-slider',
      blockId: 'urun-kaydirici',
      items: 5,
      slidesToShow: '1-1-1',
      fade: true,
      autoplay: true,
    }),
  },
};

export const OneSlide: Story = {
  name: 'One slide: nothing to move (no arrows, dots or autoplay)',
  args: { html: sliderBlockMarkup({ items: 1, autoplay: true }) },
};

export const FailedImage: Story = {
  name: 'Lazy pictures, one failing (slick-lazyload-error)',
  args: { html: sliderBlockMarkup({ items: 8, lazy: [3, 4, 5, 6, 7, 8], brokenImage: 4 }) },
};

export const BadAttribute: Story = {
  name: 'Error: data-slidestoshow="dört" (server HTML kept)',
  args: { html: sliderBlockMarkup({ slidesToShow: 'dört' }) },
};

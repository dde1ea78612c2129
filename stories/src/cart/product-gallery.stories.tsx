import { productGalleryIsland } from '@firsat/cart';
import { referencePlaceholderGalleryHtml } from '@firsat/cart/testing';
import { productGalleryProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { attributeTable } from '../support';
import { IslandInMarkup } from './product-extras-story';
import { brokenPicture, builderGallery, classicGallery, pictures } from './product-page-markup';
import { type SingleProductSettings, WithProductSettings } from './product-page-story';

interface Args {
  html: string;
  settings: SingleProductSettings;
  /** A variation form beside the gallery, with buttons that announce found_variation / reset_data. */
  withVariationForm?: boolean;
}

const variationImage = pictures[2]?.[0] ?? '';

/** A variation form whose buttons announce what WooCommerce's form announces. */
const variationControls = `<form class="variations_form cart" style="margin-top:1rem"><button type="button" data-found>Mavi seç (found_variation)</button> <button type="button" data-reset>Temizle (reset_data)</button></form>`;

/** The variation buttons announce on the form, as WooCommerce's variation form does. */
function onVariationButton(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as Element;
  const form = event.currentTarget.querySelector('form.variations_form');
  if (!form) return;
  if (target.closest('[data-found]')) {
    const variation = {
      variation_id: 103,
      image: {
        src: variationImage,
        full_src: variationImage,
        alt: 'Mavi',
        gallery_thumbnail_src: 'mavi-thumb',
      },
    };
    form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [variation] }));
  } else if (target.closest('[data-reset]')) {
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true, detail: [] }));
  }
}

const meta = {
  title: 'Cart/Product gallery',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.woocommerce-product-gallery\` (WooCommerce's gallery or the product-blocks builder gallery). A keen-slider main slider (500 ms slides, no slideshow), thumbnail buttons with \`aria-current\` — below, or left/right from the builder's \`data-position\` (below under 768 px; thumbnails per row by the 992 / 768 px breakpoints) — hover zoom magnifying twice (\`zoom_enabled\`), the full-screen viewer (\`photoswipe_enabled\`: arrows, Escape, focus trapped and returned; the picture fitted to the page minus 150 px), the variation picture swapped into the first slide on \`found_variation\` and back on \`reset_data\`, and \`slick-lazyload-error\` on pictures that fail.

${attributeTable(productGalleryProps.describe())}`,
      },
    },
  },
  render: (args: Args) => (
    <WithProductSettings settings={args.settings}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation for the buttons inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside are keyboard operable */}
      <div className="product type-product" onClick={onVariationButton}>
        <IslandInMarkup
          island={productGalleryIsland}
          html={`${args.html}${args.withVariationForm ? variationControls : ''}`}
          selector=".woocommerce-product-gallery"
        />
      </div>
    </WithProductSettings>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {
  name: 'WooCommerce gallery (thumbnails below, zoom, viewer)',
  args: { html: classicGallery(), settings: {} },
};

export const ThumbnailsLeft: Story = {
  name: 'Builder gallery, thumbnails left',
  args: { html: builderGallery('left'), settings: {} },
};

export const ThumbnailsRight: Story = {
  name: 'Builder gallery, thumbnails right, shown on hover',
  args: { html: builderGallery('right', 'onhover'), settings: {} },
};

export const NoZoomNoViewer: Story = {
  name: 'Zoom and viewer switched off',
  args: { html: classicGallery(), settings: { zoomEnabled: false, photoswipeEnabled: false } },
};

export const VariationSwap: Story = {
  name: 'Variation picture swaps in and back',
  args: { html: classicGallery(), settings: {}, withVariationForm: true },
};

export const Placeholder: Story = {
  name: 'No pictures (placeholder)',
  args: { html: referencePlaceholderGalleryHtml, settings: {} },
};

export const BrokenPicture: Story = {
  name: 'Error: a picture that fails to load',
  args: { html: classicGallery([...pictures.slice(0, 2), brokenPicture]), settings: {} },
};

export const BadAttribute: Story = {
  name: 'Error: bad data-position (server HTML kept)',
  args: { html: builderGallery('diagonal'), settings: {} },
};

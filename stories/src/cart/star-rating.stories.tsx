import { starRatingIsland } from '@firsat/cart';
import { referenceReviewFormHtml } from '@firsat/cart/testing';
import { starRatingProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { IslandInMarkup } from './product-extras-story';
import { WithProductSettings } from './product-page-story';

/** The review form of reference/woocommerce/product-tabs.html (WooCommerce 10), optionally with a rating already chosen. */
function reviewForm(chosen?: number): string {
  if (!chosen) return referenceReviewFormHtml;
  // Whitespace between the options collapsed: happy-dom (the story tests) ignores `selected` otherwise.
  return referenceReviewFormHtml
    .replace(/>\s+</g, '><')
    .replace(`<option value="${chosen}">`, `<option value="${chosen}" selected>`);
}

interface Args {
  html: string;
  required: boolean;
}

const meta = {
  title: 'Cart/Star rating',
  parameters: {
    docs: {
      description: {
        component: `Stands in for the review form's \`select#rating\` (\`.comment-form-rating\`) with WooCommerce's \`p.stars\` widget as a radio group of five levels, labelled from the select's options: click, arrow keys, Home/End choose; the clear button clears; the select stays in the form (hidden) for the post. Read-only \`.star-rating\` displays stay as printed. With \`review_rating_required\`, submitting without a rating is stopped with 'Please select a rating' shown inline (a live alert), and focus goes to the stars — inline rather than WooCommerce's \`alert()\`, so the message stays beside the field.

${attributeTable(starRatingProps.describe())}`,
      },
    },
  },
  render: (args: Args) => (
    <WithProductSettings settings={{ reviewRatingRequired: args.required }}>
      <IslandInMarkup island={starRatingIsland} html={args.html} selector=".comment-form-rating" />
    </WithProductSettings>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'No rating yet (required)',
  args: { html: reviewForm(), required: true },
};

export const Selected: Story = { name: 'Rated 5 (Perfect)', args: { html: reviewForm(5), required: true } };

export const Optional: Story = { name: 'Rating optional', args: { html: reviewForm(), required: false } };

export const NoSelect: Story = {
  name: 'Error: no select#rating (server HTML kept)',
  args: { html: '<div class="comment-form-rating"><label>Puanınız</label></div>', required: true },
};

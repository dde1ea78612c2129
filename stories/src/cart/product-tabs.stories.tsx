import { productTabsIsland } from '@firsat/cart';
import { referenceTabsHtml } from '@firsat/cart/testing';
import { productTabsProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable, ServerMarkup } from '../support';

interface Args {
  html: string;
}

const meta = {
  title: 'Cart/Product tabs',
  parameters: {
    docs: {
      description: {
        component: `Enhances \`.woocommerce-tabs.wc-tabs-wrapper\` (WooCommerce's single product tabs): ARIA tabs (\`aria-selected\`, \`aria-controls\`, roving tabindex, arrow keys / Home / End). Opens on reviews for \`#reviews\`, \`#comments\`, \`#comment-N\`, \`#review-N\` or a comment page (\`comment-page-N\`, \`cpage\`), on additional information for \`#tab-additional_information\`, otherwise on the first tab; \`.woocommerce-review-link\` and hash changes open theirs.

${attributeTable(productTabsProps.describe())}`,
      },
    },
  },
  render: (args: Args) => <ServerMarkup island={productTabsIsland} html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reference: Story = {
  name: 'Description, additional information, reviews (WooCommerce 10 markup)',
  args: { html: referenceTabsHtml },
};

export const DescriptionOnly: Story = {
  name: 'One tab',
  args: {
    html: `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Açıklama</a></li></ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Açıklama</h2><p>Yumuşak dokulu kumaş.</p></div></div>`,
  },
};

export const NoPanels: Story = {
  name: 'Error: tabs without panels (server HTML kept)',
  args: {
    html: `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li id="tab-title-description"><a href="#tab-description">Açıklama</a></li></ul></div>`,
  },
};

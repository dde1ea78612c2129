import { stickyCartIsland } from '@firsat/cart';
import { stickyCartMarkup } from '@firsat/cart/testing';
import { stickyCartProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { IslandInMarkup } from './product-extras-story';

interface Args {
  scroll: string;
  position: 'top' | 'bottom';
  type: 'simple' | 'variable';
}

/** A product page's form for the slide-up, the bar, and room to scroll. */
function pageMarkup(args: Args): string {
  const form =
    args.type === 'variable'
      ? '<form class="variations_form cart"><label for="pa_renk">Renk</label> <select id="pa_renk" name="attribute_pa_renk"><option value="">Bir seçenek belirleyin</option><option value="siyah">Siyah</option></select></form>'
      : '';
  return `<div class="firsat-story-page">${form}${stickyCartMarkup(args)}</div>`;
}

const meta = {
  title: 'Cart/Sticky add-to-cart bar',
  parameters: {
    docs: {
      description: {
        component: `Takes over product-blocks pro's \`div.wopb-sticky-cart[data-scroll]\` (printed in the footer of in-stock product pages; \`style="bottom:0"\` is the cart footer, \`top:0\` a header bar). It shows once the page has scrolled more than \`data-scroll\` and is hidden and \`inert\` otherwise; at the top it sits under a fixed admin bar. Footer layout classes \`wopb-sticky-max-685\`, \`-644\`, \`-520\`, \`-430\` and \`data-layout\` follow the SPEC breakpoints (media queries). The quantity field feeds the button's \`data-quantity\`; the simple product's \`.ajax_add_to_cart\` click is the add-to-cart island's; \`.wopb-sticky-slide-up\` scrolls to the product form and focuses its first choice. Scroll the canvas to see it.

${attributeTable(stickyCartProps.describe())}`,
      },
    },
  },
  argTypes: {
    scroll: { control: 'text', description: 'printed as `data-scroll` (px)' },
    position: { control: 'select', options: ['top', 'bottom'], description: 'the inline style' },
    type: { control: 'select', options: ['simple', 'variable'], description: 'the product type' },
  },
  render: (args: Args) => (
    <IslandInMarkup island={stickyCartIsland} html={pageMarkup(args)} selector=".wopb-sticky-cart">
      <div style={{ height: '200vh' }}>Aşağı kaydırın: çubuk {args.scroll} px sonra görünür.</div>
    </IslandInMarkup>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Footer: Story = {
  name: 'Cart footer (bottom, simple product)',
  args: { scroll: '100', position: 'bottom', type: 'simple' },
};

export const HeaderBar: Story = {
  name: 'Header bar (top)',
  args: { scroll: '100', position: 'top', type: 'simple' },
};

export const VariableSlideUp: Story = {
  name: 'Variable product (slide up to the form)',
  args: { scroll: '50', position: 'bottom', type: 'variable' },
};

export const BadAttribute: Story = {
  name: 'Error: bad data-scroll (server HTML kept)',
  args: { scroll: 'çok', position: 'bottom', type: 'simple' },
};

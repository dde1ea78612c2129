import { cartSectionsIsland } from '@firsat/cart';
import { cartCouponSectionMarkup } from '@firsat/cart/testing';
import { cartSectionsProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable, ServerMarkup } from '../support';

type Args = NonNullable<Parameters<typeof cartCouponSectionMarkup>[0]>;

const meta = {
  title: 'Cart/Cart sections',
  parameters: {
    docs: {
      description: {
        component: `Takes over product-blocks' collapsible cart sections (\`.wopb-coupon-section\` of the cart builder; the filter and search sections print the same header and body). The header (\`.wopb-toggle-header\`) opens and closes the body (\`.wopb-coupon-form\`, \`.wopb-coupon-body\`, \`.wopb-filter-body\`, \`.wopb-search-body\`); its \`button.wopb-toggle-btn\` gets \`aria-expanded\`, \`aria-controls\` and the header's words as its name, and the plugin's \`wopb-toggle-btn-collapse\` class while closed. Without a button the header itself becomes the button (Enter, Space). A body the server printed hidden starts closed. A section without a header or body is left as the server printed it.

${attributeTable(cartSectionsProps.describe())}`,
      },
    },
  },
  args: { closed: false, button: true, header: true },
  argTypes: {
    closed: { control: 'boolean', description: 'the body printed with `display:none`' },
    button: { control: 'boolean', description: 'the header prints `button.wopb-toggle-btn`' },
    header: { control: 'boolean', description: 'the header is printed at all' },
  },
  render: (args: Args) => <ServerMarkup island={cartSectionsIsland} html={cartCouponSectionMarkup(args)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Coupon section, open' };

export const ClosedByServer: Story = {
  name: 'Printed closed (body hidden by the server)',
  args: { closed: true },
};

export const HeaderOnly: Story = {
  name: 'No toggle button (the header is the button)',
  args: { button: false },
};

export const BadMarkup: Story = {
  name: 'Error: no header (server HTML kept)',
  args: { header: false },
};

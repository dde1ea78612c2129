import { headerMenuMarkup } from '@firsat/blocks/testing';
import { headerMenuProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { HeaderMarkup, openPanel } from './header-story';

interface Args {
  html: string;
  /** Press the toggle once mounted. */
  open: boolean;
}

const meta = {
  title: 'Blocks/Header menu (off-canvas)',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.site-header-menu\`: Storefront's \`a.menu-toggle\` (a link to the handheld navigation, shown as the page's \`:target\` without JavaScript) becomes a button with \`aria-expanded\` that opens the panel as the kit's modal dialog, sliding in from the side over 300 ms: named by its title, focus on the close control and trapped, the page behind inert; Escape, a press on the backdrop or the close control close it and focus goes back to the toggle. At 768 px and wider the theme hides the toggle (the row menu stays) and an open panel closes.

${attributeTable(headerMenuProps.describe())}`,
      },
    },
  },
  args: { html: headerMenuMarkup(), open: false },
  render: (args: Args) => (
    <HeaderMarkup
      islands={['header-menu']}
      html={args.html}
      after={args.open ? openPanel('.menu-toggle') : undefined}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Closed (the toggle)' };

export const Open: Story = { name: 'Open (the handheld navigation as a dialog)', args: { open: true } };

export const Broken: Story = {
  name: 'Error: the panel it controls is missing (the link stays as printed)',
  args: { html: headerMenuMarkup().replace('id="site-handheld-navigation"', 'id="baska-bir-panel"') },
};

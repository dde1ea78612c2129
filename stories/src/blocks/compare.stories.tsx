import { comparePageMarkup } from '@firsat/blocks/testing';
import { compareProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { compareHandlers, type ListStoreMode } from './compare-story';
import { ExtrasMarkup } from './extras-story';

interface Args {
  html: string;
  /** What to press once mounted (a selector), to show a state. */
  press: string;
  /** Open the product-list picker after the modal. */
  picker: boolean;
}

const LOG = '<p class="story-log" role="status"></p>';

const after = (args: Args) => (container: HTMLElement) => {
  if (!args.press) return;
  container.querySelector<HTMLElement>(args.press)?.click();
  if (!args.picker) return;
  const open = () => {
    const button = container.querySelector<HTMLElement>('.wopb-modal-content .wopb-compare-add-btn');
    if (button) button.click();
    else setTimeout(open, 50);
  };
  open();
};

const meta = {
  title: 'Blocks/Compare',
  parameters: {
    islands: ['compare'],
    docs: {
      description: {
        component: `Takes over product-blocks' compare controls: the card icon (\`.wopb-compare-btn.wopb_meta_svg_con\`), the shop and product page button (\`.wopb-compare-addon-btn\`), the nav item (\`.wopb-compare-nav-item\`) and the Menu Compare block. Each becomes a keyboard button named for its product and state, with \`wopb-compare-active\` on every button of a compared product and the count in every badge (core's \`$compareCount\`, the \`wopb_compare\` cookie, the other tabs). A press sends admin-ajax \`wopb_compare\` (postid, type, added_action, wpnonce) and opens the reply in the shared footer modal: remove, clear, the product-list picker (\`wopb_product_list\` at 3+ characters or empty, a focus list), quantities at least 1. "message" shows a notice for 5 s. Failures log 'Error occured.please try again' with the status; an expired nonce is renewed once.

${attributeTable(compareProps.describe())}`,
      },
    },
  },
  args: { html: `${comparePageMarkup()}${LOG}`, press: '', picker: false },
  render: (args: Args) => <ExtrasMarkup island="compare" html={args.html} after={after(args)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: ListStoreMode, start: number[] = []) => ({
  msw: { handlers: compareHandlers(mode, start) },
});

export const Buttons: Story = { name: 'Buttons (nothing compared yet)', parameters: store('ok') };

export const Compared: Story = {
  name: 'A product compared (active, count 1)',
  args: {
    html: `${comparePageMarkup({ count: 1 }).replace('wopb-compare-btn wopb_meta_svg_con', 'wopb-compare-btn wopb_meta_svg_con wopb-compare-active')}${LOG}`,
    press: '',
    picker: false,
  },
  parameters: store('ok', [32]),
};

export const ModalOpen: Story = {
  name: 'Modal: the table after adding',
  args: { html: `${comparePageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-compare-btn', picker: false },
  parameters: store('ok', [20]),
};

export const Picker: Story = {
  name: 'Modal: the product-list picker',
  args: { html: `${comparePageMarkup({ count: 1 })}${LOG}`, press: '.wopb-compare-nav-item', picker: true },
  parameters: store('ok', [32]),
};

export const Empty: Story = {
  name: 'Modal: empty list (from the nav item)',
  args: { html: `${comparePageMarkup()}${LOG}`, press: '.wopb-compare-nav-item', picker: false },
  parameters: store('ok'),
};

export const Sidebar: Story = {
  name: 'Sidebar ("after adding": sidebar)',
  args: {
    html: `${comparePageMarkup({ addedAction: 'sidebar' })}${LOG}`,
    press: '.wopb-compare-addon-btn',
    picker: false,
  },
  parameters: store('ok', [32]),
};

export const Notice: Story = {
  name: 'Notice ("after adding": message, closes after 5 s)',
  args: {
    html: `${comparePageMarkup({ addedAction: 'message' })}${LOG}`,
    press: '.wopb-compare-addon-btn',
    picker: false,
  },
  parameters: store('ok'),
};

export const ServerError: Story = {
  name: 'Error: server error (logged, modal closed)',
  args: { html: `${comparePageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-compare-btn', picker: false },
  parameters: store('server-error'),
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (renewed once, added)',
  args: { html: `${comparePageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-compare-btn', picker: false },
  parameters: store('expired-nonce'),
};

import { wishlistPageMarkup } from '@firsat/blocks/testing';
import { wishlistProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import type { ListStoreMode } from './compare-story';
import { ExtrasMarkup } from './extras-story';
import { wishlistHandlers } from './wishlist-story';

interface Args {
  html: string;
  /** What to press once mounted (a selector), to show a state. */
  press: string;
}

const LOG = '<p class="story-log" role="status"></p>';

const meta = {
  title: 'Blocks/Wishlist',
  parameters: {
    islands: ['wishlist'],
    docs: {
      description: {
        component: `Takes over product-blocks' wishlist controls: the card icon (\`.wopb-wishlist-icon.wopb-wishlist-add\`), the shop and product page button (\`a.wopb-wishlist-addon-btn\`), the nav item and the Menu Wishlist block. Each becomes a keyboard button named for its product and state, with \`wopb-wishlist-active\` and the counts kept in step (core's \`$wishlistCount\`, the \`wopb_wishlist\` cookie, the other tabs). A first press adds (admin-ajax \`wopb_wishlist\`: post_id, type, simpleProduct, wpnonce) and is announced; a press on an added product, the nav item or the menu block opens the list in the shared footer modal (remove, add to cart, add all to cart, continue shopping). A guest where a login is needed goes to \`data-login-redirect\`; a refusal with a redirect follows it; failures log 'Error occured.please try again' with the status; an expired nonce is renewed once.

${attributeTable(wishlistProps.describe())}`,
      },
    },
  },
  args: { html: `${wishlistPageMarkup()}${LOG}`, press: '' },
  render: (args: Args) => (
    <ExtrasMarkup
      island="wishlist"
      html={args.html}
      after={args.press ? (c) => c.querySelector<HTMLElement>(args.press)?.click() : undefined}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: ListStoreMode | 'login', start: number[] = []) => ({
  msw: { handlers: wishlistHandlers(mode, start) },
});

export const Buttons: Story = { name: 'Buttons (nothing listed yet)', parameters: store('ok') };

export const Added: Story = {
  name: 'Added (the button says "İstek listesini gör")',
  args: { html: `${wishlistPageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-wishlist-add' },
  parameters: store('ok'),
};

export const ListOpen: Story = {
  name: 'Modal: the list (from the nav item)',
  args: { html: `${wishlistPageMarkup({ count: 2 })}${LOG}`, press: '.wopb-wishlist-nav-item' },
  parameters: store('ok', [32, 33]),
};

export const EmptyList: Story = {
  name: 'Modal: empty list',
  args: { html: `${wishlistPageMarkup()}${LOG}`, press: '.wopb-wishlist-nav-item' },
  parameters: store('ok'),
};

export const LoginRequired: Story = {
  name: 'Login required (data-login-redirect: no request)',
  args: { html: `${wishlistPageMarkup({ loginRedirect: '/wp-login.php' })}${LOG}`, press: '' },
  parameters: store('ok'),
};

export const RefusedWithRedirect: Story = {
  name: 'Error: refused with a redirect (followed)',
  args: { html: `${wishlistPageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-wishlist-add' },
  parameters: store('login'),
};

export const ServerError: Story = {
  name: 'Error: server error (logged)',
  args: { html: `${wishlistPageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-wishlist-add' },
  parameters: store('server-error'),
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (renewed once, added)',
  args: { html: `${wishlistPageMarkup()}${LOG}`, press: '.wopb-block-item .wopb-wishlist-add' },
  parameters: store('expired-nonce'),
};

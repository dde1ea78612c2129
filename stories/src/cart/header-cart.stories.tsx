import { miniCartIsland } from '@firsat/cart';
import { ADD_TO_CART_RESPONSE } from '@firsat/cart/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { PageMarkup } from './cart-page-story';
import { shopCartHandlers } from './shop-cart-handlers';

/** Storefront's header cart: the cart link, then the mini cart dropdown (the reference mini cart). */
const HEADER_CART = `<ul id="site-header-cart" class="site-header-cart menu">
<li><a class="cart-contents" href="#sepet" title="Sepetinizi görüntüleyin"><span class="woocommerce-Price-amount amount">36,00&nbsp;₺</span> <span class="count">2 ürün</span></a></li>
<li><div class="widget woocommerce widget_shopping_cart">${ADD_TO_CART_RESPONSE.fragments['div.widget_shopping_cart_content']}</div></li></ul>`;

type Action = 'none' | 'hover' | 'escape';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The header cart with the mini cart island; `action` is what the mouse and keyboard do once it mounted. */
function HeaderCart({ action }: { action: Action }) {
  useEffect(() => {
    let gone = false;
    const cart = () => document.querySelector<HTMLElement>('.site-header-cart');
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 150 && !gone && !done(); i += 1) await sleep(20);
    };
    void (async () => {
      await until(
        () => !!document.querySelector('.widget_shopping_cart_content[data-island-state="mounted"]'),
      );
      if (gone || action === 'none') return;
      cart()?.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      await until(() => !!cart()?.classList.contains('focus'));
      if (action === 'escape')
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    })();
    return () => {
      gone = true;
    };
  }, [action]);
  return <PageMarkup islands={[miniCartIsland]} html={HEADER_CART} />;
}

const meta = {
  title: 'Cart/Header cart dropdown',
  parameters: {
    docs: {
      description: {
        component: `Storefront's header cart (\`.site-header-cart\`: \`a.cart-contents\` and the mini cart \`.widget_shopping_cart\`), with the mini cart island: its dropdown is the kit's disclosure. The mouse's hover and focus inside open it (\`aria-expanded\`, Storefront's \`focus\` class), leaving closes it unless focus is inside; Escape or a press outside closes it and keeps it hidden under the pointer (\`firsat-dismissed\`) until the pointer comes back; a first tap or Enter while closed opens it instead of following the link, a mouse click goes to the cart. The code comes on the first hover, press or focus.`,
      },
    },
    msw: { handlers: shopCartHandlers('ok') },
  },
  args: { action: 'none' as Action },
  render: (args: { action: Action }) => <HeaderCart action={args.action} />,
} satisfies Meta<{ action: Action }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Closed (the cart link)' };

export const OpenOnHover: Story = { name: 'Open (the mouse over it)', args: { action: 'hover' } };

export const DismissedByEscape: Story = {
  name: 'Dismissed (Escape under the pointer)',
  args: { action: 'escape' },
};

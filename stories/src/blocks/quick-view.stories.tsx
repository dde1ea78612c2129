import {
  FOOTER_MODAL_MARKUP,
  quickViewCardMarkup,
  quickViewReplyMarkup,
  quickViewShopMarkup,
} from '@firsat/blocks/testing';
import { quickViewProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { attributeTable } from '../support';
import { ExtrasMarkup, type StoreMode } from './extras-story';

/** The replies the mocked store gives: product 32 between 20 and 25, and its neighbours. */
const REPLIES: Record<string, string> = {
  '20': quickViewReplyMarkup({
    postId: 20,
    name: 'Kablosuz Kulaklık',
    previous: null,
    next: { id: 32, name: 'Hakiki Deri Cüzdan' },
  }),
  '32': quickViewReplyMarkup({ pictures: 3 }),
  '25': quickViewReplyMarkup({
    postId: 25,
    name: 'Pamuklu Basic Tişört',
    previous: { id: 32, name: 'Hakiki Deri Cüzdan' },
    next: null,
  }),
};

/**
 * WC-AJAX `wopb_quickview` and admin-ajax `wopb_get_nonce` / `wopb_addcart` as the demo store
 * answers them, or failing in one of SPEC §8's ways. An expired nonce: the plugin's empty reply
 * (and `-1`/403 for the cart) until a fresh one was fetched, then the answer.
 */
export function quickViewHandlers(mode: StoreMode) {
  let fresh = false;
  return [
    http.post('*', async ({ request }) => {
      const url = new URL(request.url);
      const fields = new URLSearchParams(await request.clone().text());
      if (url.searchParams.get('wc-ajax') === 'wopb_quickview') {
        if (mode === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
        if (mode === 'offline') return HttpResponse.error();
        if (mode === 'expired-nonce' && fields.get('wpnonce') !== 'storyfresh01') return new HttpResponse('');
        return new HttpResponse(REPLIES[fields.get('postid') ?? ''] ?? '', {
          headers: { 'Content-Type': 'text/html' },
        });
      }
      if (url.pathname !== '/wp-admin/admin-ajax.php') return undefined;
      if (fields.get('action') === 'wopb_get_nonce') {
        fresh = true;
        return HttpResponse.json({ success: true, data: { nonce: 'storyfresh01' } });
      }
      if (fields.get('action') === 'wopb_addcart') {
        if (mode === 'expired-nonce' && !fresh) return new HttpResponse('-1', { status: 403 });
        return HttpResponse.json({
          success: true,
          message: '“Hakiki Deri Cüzdan” sepetinize eklendi.',
          fragments: { 'a.cart-contents': '<a class="cart-contents"><span class="count">1 ürün</span></a>' },
          cart_hash: 'storyhash01',
        });
      }
      return undefined;
    }),
  ];
}

interface Args {
  html: string;
}

/** Opens the modal once the button is bound, as a press would. */
const press = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.wopb-quickview-btn')?.click();

const meta = {
  title: 'Blocks/Quick view',
  parameters: {
    docs: {
      description: {
        component: `Takes over product-blocks' quick view buttons (\`.wopb-quickview-btn\`: the card's meta icon and the shop loop's \`.wopb-quick-btn-wrap\` span) as keyboard buttons. Hover or focus fetches WC-AJAX \`wopb_quickview\` (action, postid, postList, wpnonce) ahead; a press opens the footer modal (\`.wopb-footer-section > .wopb-modal-wrap\`) with the reply: the pictures on a slider with thumbnails, the hover zoom from 992 px (offset capped at 74 %), previous / next through the loop, the product's form (cart's variation form mounts in it) sent as admin-ajax \`wopb_addcart\` (postid, variationId, quantity, variation, cartType, wpnonce and the form fields). An expired nonce is renewed once; a failure logs 'Error occured.please try again' with the status and takes the loader away.

${attributeTable(quickViewProps.describe())}`,
      },
    },
  },
  args: { html: `${quickViewCardMarkup()}${FOOTER_MODAL_MARKUP}` },
  render: (args: Args) => <ExtrasMarkup island="quick-view" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: StoreMode) => ({ msw: { handlers: quickViewHandlers(mode) } });

export const CardIcon: Story = { name: 'Card meta icon (press to open)', parameters: store('ok') };

export const ShopLoopButton: Story = {
  name: 'Shop loop button',
  args: { html: `${quickViewShopMarkup()}${FOOTER_MODAL_MARKUP}` },
  parameters: store('ok'),
};

export const Open: Story = {
  name: 'Open: pictures, thumbnails, previous / next',
  parameters: store('ok'),
  render: (args: Args) => <ExtrasMarkup island="quick-view" html={args.html} after={press} />,
};

export const ExpiredNonce: Story = {
  name: 'Expired nonce (renewed once, then open)',
  parameters: store('expired-nonce'),
  render: (args: Args) => <ExtrasMarkup island="quick-view" html={args.html} after={press} />,
};

export const ServerError: Story = {
  name: 'Error: server error (logged, loader gone)',
  parameters: store('server-error'),
  render: (args: Args) => <ExtrasMarkup island="quick-view" html={args.html} after={press} />,
};

export const Offline: Story = {
  name: 'Error: offline (logged, loader gone)',
  parameters: store('offline'),
  render: (args: Args) => <ExtrasMarkup island="quick-view" html={args.html} after={press} />,
};

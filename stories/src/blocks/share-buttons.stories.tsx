import { shareButtonsProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { ExtrasMarkup, type StoreMode, shareCountHandlers } from './extras-story';

const link = 'https%3A%2F%2Ffirsat.example%2Furun%2Fpamuklu-basic-tisort%2F';
const networks = [
  ['facebook', 'Facebook', `https://www.facebook.com/sharer.php?u=${link}`],
  ['twitter', 'X', `http://twitter.com/share?url=${link}`],
  ['whatsapp', 'WhatsApp', `https://api.whatsapp.com/send?text=${link}`],
];

/** The Social Share block (blocks/Social_Share.php) for product 25 with 12 shares. */
const SHARE_BLOCK = `<div class="wp-block-product-blocks-social-share wopb-block-story"><div class="wopb-product-wrapper"><div class="wopb-share"><div class="wopb-share-layout wopb-inline-true"><div class="wopb-share-count-section wopb-share-count-section-style1"><span class="wopb-share-count">12</span><span class="wopb-share-label">Paylaşım</span></div><div class="wopb-share-item-inner-block">${networks
  .map(
    ([type, label, url], i) =>
      `<div class="wopb-share-item wopb-repeat-${i} wopb-social-${type}" postId="25" count="12"><a href="javascript:" class="wopb-share-item-${type}" data-url="${url}"><span class="wopb-share-item-label">${label}</span></a></div>`,
  )
  .join('')}</div></div></div></div></div>`;

/** The addon bar (social_share_content): spans, and data-url with the plugin's leading space. */
const SHARE_ADDON = `<div class="wopb-social-share-wrapper  wopb-inline"><div class="wopb-share-items"><span class="wopb-share-count-section"><span class="wopb-share-count-inside"><span class="wopb-share-count">12</span> Paylaşım</span></span><span class="wopb-share-item wopb-whatsapp" postId="25" count="12"><a href="javascript:" data-url=" https://api.whatsapp.com/send?text=${link}">WhatsApp</a></span></div></div>`;

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Share buttons',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-share\` (Social Share block) and \`.wopb-social-share-wrapper\` (the share addon). A click on any \`.wopb-share-item a[data-url]\` — also items added later — opens the network in an 800×500 window centred on the screen (noopener) and sends admin-ajax \`wopb_share_count\` (shareCount, postId, wpnonce); the reply's \`data.count\` goes into \`.wopb-share-count\` of every bar of that product. A failure logs 'Error occured.please try again' with the status and keeps the count.

${attributeTable(shareButtonsProps.describe())}`,
      },
    },
  },
  args: { html: SHARE_BLOCK },
  render: (args: Args) => <ExtrasMarkup island="share-buttons" html={args.html} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: StoreMode) => ({ msw: { handlers: shareCountHandlers(mode) } });

export const Block: Story = { name: 'Social Share block (count goes up)', parameters: store('ok') };

export const AddonBar: Story = {
  name: 'Share addon bar',
  args: { html: SHARE_ADDON },
  parameters: store('ok'),
};

export const ServerError: Story = {
  name: 'Error: server error (count kept)',
  parameters: store('server-error'),
};

export const ExpiredNonce: Story = {
  name: 'Error: expired nonce (-1, count kept)',
  parameters: store('expired-nonce'),
};

export const Offline: Story = { name: 'Error: offline (count kept)', parameters: store('offline') };

import { orderAttributionIsland } from '@firsat/cart';
import { CHECKOUT_INPUTS_MARKUP, forgetPageView } from '@firsat/cart/testing';
import { orderAttributionProps } from '@firsat/cart/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeTable } from '../support';
import { CheckoutMarkup } from './checkout-story';

const islands = [orderAttributionIsland];
const SBJS = [
  'sbjs_migrations',
  'sbjs_current',
  'sbjs_current_add',
  'sbjs_first',
  'sbjs_first_add',
  'sbjs_session',
  'sbjs_udata',
];

/** sourcebuster's cookie encoding (encodeURIComponent plus !'()*~). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: sourcebuster's own cookies, written as it writes them
  document.cookie = `${name}=${encode(value)}; path=/`;
}

/**
 * The cookies an earlier page of the session left: where the visit came from (`typ`, `src`, `mdm`,
 * …), the entry page and referrer, two pages seen. This page then counts as the third.
 */
function earlierVisit(source: string, referrer: string) {
  return () => {
    for (const name of SBJS) setCookie(name, '');
    forgetPageView();
    if (!source) return;
    setCookie('sbjs_migrations', '1418474375998=1');
    setCookie('sbjs_current', source);
    setCookie('sbjs_first', source);
    const extra = `fd=2026-11-21 09:15:00|||ep=https://firsat.example/|||rf=${referrer}`;
    setCookie('sbjs_current_add', extra);
    setCookie('sbjs_first_add', extra);
    setCookie('sbjs_session', 'pgs=2|||cpg=https://firsat.example/sepet/');
    setCookie('sbjs_udata', 'vst=1|||uip=(none)|||uag=Mozilla/5.0');
  };
}

interface Args {
  source: string;
  referrer: string;
  allowTracking: boolean;
}

const meta = {
  title: 'Cart/Order attribution',
  parameters: {
    docs: {
      description: {
        component: `Fills WooCommerce's \`<wc-order-attribution-inputs>\` (checkout, registration) with one hidden \`wc_order_attribution_*\` input per field of the \`wc_order_attribution\` global, from sourcebuster: campaign parameters (utm), search engines (organic), other sites (referral) or none (typein). On every page with the global it records the visit once (the session counts pages) through the \`wc-order-attribution-js-extra\` script WordPress prints it in. Session 30 minutes; the lifetime 1.0e-5 months makes session cookies; with \`allowTracking\` off, no cookies are written and the inputs stay empty. The inputs are hidden: the stories print their values below.

${attributeTable(orderAttributionProps.describe())}`,
      },
    },
  },
  render: (args: Args) => (
    <>
      <CheckoutMarkup
        islands={islands}
        html={CHECKOUT_INPUTS_MARKUP}
        config={{ orderAttribution: { allowTracking: args.allowTracking } }}
        before={earlierVisit(args.source, args.referrer)}
      />
      <InputValues />
    </>
  ),
} satisfies Meta<Args>;

/** Lists the hidden inputs' names and values (they are invisible on the page). */
function InputValues() {
  return (
    <output className="firsat-attribution-values" aria-live="polite">
      <button
        type="button"
        onClick={(e) => {
          const list = [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')]
            .map((i) => `${i.name} = ${i.value}`)
            .join('\n');
          (e.currentTarget.nextElementSibling as HTMLElement).textContent = list;
        }}
      >
        Gizli alanları göster
      </button>
      <pre />
    </output>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaign: Story = {
  name: 'Campaign visit (utm)',
  args: {
    source: 'typ=utm|||src=bulten|||mdm=email|||cmp=kasim-firsatlari|||cnt=ust-banner|||trm=(none)',
    referrer: '(none)',
    allowTracking: true,
  },
};

export const Organic: Story = {
  name: 'Search engine (organic)',
  args: {
    source: 'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)',
    referrer: 'https://www.google.com/',
    allowTracking: true,
  },
};

export const Referral: Story = {
  name: 'Another site (referral)',
  args: {
    source: 'typ=referral|||src=forum.example.org|||mdm=referral|||cmp=(none)|||cnt=/konu/42|||trm=(none)',
    referrer: 'https://forum.example.org/konu/42',
    allowTracking: true,
  },
};

export const Direct: Story = {
  name: 'Direct visit (typein)',
  args: { source: '', referrer: '', allowTracking: true },
};

export const TrackingDisallowed: Story = {
  name: 'Tracking not allowed (empty inputs, no cookies)',
  args: { source: '', referrer: '', allowTracking: false },
};

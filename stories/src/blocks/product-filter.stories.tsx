import {
  FIXTURE_MORE_CATEGORIES,
  filterPageMarkup,
  listingMainMarkup,
  termItemsMarkup,
} from '@firsat/blocks/testing';
import { productFilterProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

/**
 * How the mocked store answers `/wopb/product-filter`: with results (the checked filters' count
 * of items), nothing, never (loading), a server error, or refusing the page's wpnonce until
 * `wopb_get_nonce` handed out a fresh one.
 */
type FilterMode = 'results' | 'no-result' | 'loading' | 'server-error' | 'expired-nonce';

const FRESH = 'storyfresh1';

function log(text: string): void {
  const el = document.querySelector('.story-log');
  if (el) el.textContent = text;
}

function filterHandlers(mode: FilterMode) {
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      if (fields.get('action') !== 'wopb_get_nonce') return new HttpResponse('0', { status: 400 });
      log(`wopb_get_nonce → ${FRESH}`);
      return HttpResponse.json({ success: true, data: { nonce: FRESH } });
    }),
    http.post('*', async ({ request }) => {
      if (!new URL(request.url).search.includes('wopb_show_more_filter_item')) return undefined;
      return new HttpResponse(termItemsMarkup(FIXTURE_MORE_CATEGORIES, true));
    }),
    http.post('/wp-json/wopb/product-filter', async ({ request }) => {
      const body = (await request.json()) as { wpnonce: string; product_filters: { status: string[] } };
      if (mode === 'loading') return new Promise<Response>(() => {});
      if (mode === 'server-error') {
        log('500 — konsola "Error occured.please try again 500" yazıldı; seçimler duruyor');
        return HttpResponse.json({ code: 'internal_server_error', message: 'x' }, { status: 500 });
      }
      if (mode === 'expired-nonce' && body.wpnonce !== FRESH) {
        log(`403 rest_forbidden (wpnonce ${body.wpnonce}) — yeni nonce alınıp yeniden denenecek`);
        return HttpResponse.json(
          { code: 'rest_forbidden', message: 'no', data: { status: 403 } },
          { status: 403 },
        );
      }
      const count = mode === 'no-result' ? 0 : 2 + body.product_filters.status.length;
      log(`POST /wopb/product-filter ${JSON.stringify(body)}`);
      return HttpResponse.json({
        blockList: [
          {
            blockId: 'filtre-urunler',
            content: listingMainMarkup({ blockId: 'filtre-urunler', navigation: 'none', perPage: count }),
          },
        ],
      });
    }),
  ];
}

interface Args {
  html: string;
}

const meta = {
  title: 'Blocks/Product filter',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-filter-block\` (the sidebar's and the copy the plugin prints in the footer's \`.wopb-filter-modal\`; blocks with one \`data-block-target\` share one state). Every change — a checkbox, the price thumbs (they cannot cross) or boxes (SPEC §5's clamping), the relation, the sorting, the search 500 ms after typing or at once on Enter or the icon — updates both forms and the chips at once, writes \`filtre-*\` into the address, and POSTs \`/wopb/product-filter\` (\`post_id, block_name, product_filters, current_url, wpnonce\`); each \`blockList\` item replaces its block's \`.wopb-wrapper-main-content\`. A newer request aborts the older; the count or "no result" is announced; a refused wpnonce gets a fresh one and one retry; a failure logs SPEC §8's line and keeps the choices. Show more loads \`wopb_show_more_filter_item\`. Below 768 px the title opens the modal.

${attributeTable(productFilterProps.describe())}`,
      },
    },
  },
  args: { html: filterPageMarkup() },
  render: (args: Args) => (
    <>
      <ExtrasMarkup island="product-filter" html={args.html} />
      <p className="story-log" />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: FilterMode) => ({ msw: { handlers: filterHandlers(mode) } });

export const Idle: Story = { name: 'Idle: the printed form, nothing chosen', parameters: store('results') };
export const Results: Story = {
  name: 'Results: a shared link’s filters (fetched once, chips shown)',
  parameters: store('results'),
  beforeEach: () => {
    window.history.replaceState(null, '', '?filtre-stok=instock&filtre-t-product_cat=12');
    return () => window.history.replaceState(null, '', window.location.pathname);
  },
};
export const Loading: Story = { name: 'Loading (the reply never comes)', parameters: store('loading') };
export const NoResult: Story = { name: 'No result', parameters: store('no-result') };
export const ServerError: Story = {
  name: 'Error: server error (choices kept)',
  parameters: store('server-error'),
};
export const ExpiredNonce: Story = {
  name: 'Expired nonce: fresh nonce, then the results',
  parameters: store('expired-nonce'),
};

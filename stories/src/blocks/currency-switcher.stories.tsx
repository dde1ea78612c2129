import { currencySwitcherMarkup } from '@firsat/blocks/testing';
import { currencySwitcherProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

/** How the mocked store answers `wopb_current_currency_save`. */
type Mode = 'ok' | 'pending' | 'server-error' | 'expired-nonce';

/** Shows what the mocked store received, in the story's `.story-log`. */
function log(text: string): void {
  const el = document.querySelector('.story-log');
  if (el) el.textContent = text;
}

/** admin-ajax `wopb_current_currency_save` (and `wopb_get_nonce` for a renewal), as the demo store answers. */
function switcherHandlers(mode: Mode) {
  let renewed = false;
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      const action = fields.get('action');
      if (action === 'wopb_get_nonce') {
        renewed = true;
        return HttpResponse.json({ success: true, data: { nonce: 'storyfresh1' } });
      }
      if (action !== 'wopb_current_currency_save') return new HttpResponse('0', { status: 400 });
      if (mode === 'pending') return new Promise<never>(() => {});
      if (mode === 'server-error') {
        log('500 — konsola "Error occured.please try again 500" yazıldı, sayfa olduğu gibi');
        return new HttpResponse('Internal Server Error', { status: 500 });
      }
      if (mode === 'expired-nonce' && !renewed) {
        log('-1 (403): süresi geçmiş nonce — wopb_get_nonce ile yenilenip yeniden denenecek');
        return new HttpResponse('-1', { status: 403 });
      }
      log(
        `POST wopb_current_currency_save data=${fields.get('data')} wpnonce=${fields.get('wpnonce')} → kaydedildi`,
      );
      return HttpResponse.json({ success: true, data: { currency: fields.get('data') } });
    }),
  ];
}

/** The page would reload here; the story keeps itself and says so instead. */
const keepStory = (container: HTMLElement) =>
  container.addEventListener('firsat:currency-saved', (event) => {
    event.preventDefault();
    const code = (event as CustomEvent<{ code: string }>).detail.code;
    log(
      `${document.querySelector('.story-log')?.textContent ?? ''} · sayfa ${code} fiyatlarıyla yeniden yüklenirdi`,
    );
  });

const open = (container: HTMLElement) => {
  keepStory(container);
  container.querySelector<HTMLElement>('.wopb-selected-currency-container')?.click();
};

const choose = (code: string) => (container: HTMLElement) => {
  open(container);
  container.querySelector<HTMLElement>(`li[value="${code}"]`)?.click();
};

interface Args {
  html: string;
  after?: (container: HTMLElement) => void;
}

const meta = {
  title: 'Blocks/Currency switcher',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-currency-switcher-container\` (the Currency Switcher block with the pro addon, product-blocks.md §12). The printed \`.wopb-selected-currency-container\` becomes a button (\`aria-haspopup="listbox"\`, \`aria-expanded\`) over the list (\`role="listbox"\`, each \`li[value]\` an option; the current one, \`.hide-currency\`, is not offered). Click, Enter, Space or the arrows open it (the plugin's \`open\` class); arrows, Home and End move; Enter, Space or a click chooses; Escape, Tab away or a press outside closes, focus back on the button. A choice sends admin-ajax \`wopb_current_currency_save\` (data, wpnonce) with \`wopb-block-loading\` on the block, then the page reloads with the server's prices; the next page announces the choice. A failure logs 'Error occured.please try again' with the status, removes the loading and shows a message; an expired nonce is renewed once with \`wopb_get_nonce\`. Started when the browser is idle: the printed divs cannot take focus before.

${attributeTable(currencySwitcherProps.describe())}`,
      },
    },
  },
  args: { html: currencySwitcherMarkup() },
  render: (args: Args) => (
    <>
      <ExtrasMarkup island="currency-switcher" html={args.html} after={args.after} />
      <p className="story-log" aria-live="polite" />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: Mode) => ({ msw: { handlers: switcherHandlers(mode) } });

export const Closed: Story = { name: 'Closed (lira chosen)', parameters: store('ok') };

export const Open: Story = { name: 'Open list', args: { after: open }, parameters: store('ok') };

export const Chosen: Story = {
  name: 'USD chosen (saved, the page would reload)',
  args: { after: choose('USD') },
  parameters: store('ok'),
};

export const Saving: Story = {
  name: 'Saving (wopb-block-loading)',
  args: { after: choose('EUR') },
  parameters: store('pending'),
};

export const Announced: Story = {
  name: 'The next page: USD, announced',
  args: {
    html: currencySwitcherMarkup({ selected: 'USD' }),
    after: () => undefined,
  },
  parameters: store('ok'),
  beforeEach: () => {
    sessionStorage.setItem('firsat_currency_switched', 'USD');
  },
};

export const OneCurrency: Story = {
  name: 'One currency (no list)',
  args: { html: currencySwitcherMarkup({ codes: ['TRY'] }) },
  parameters: store('ok'),
};

export const ServerError: Story = {
  name: 'Error: server error (page kept, message shown)',
  args: { after: choose('USD') },
  parameters: store('server-error'),
};

export const ExpiredNonce: Story = {
  name: 'Expired nonce (renewed once, saved)',
  args: { after: choose('USD') },
  parameters: store('expired-nonce'),
};

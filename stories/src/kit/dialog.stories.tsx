import { alert, ask, confirm, dialog } from '@firsat/core/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';

/** The plugin's `.wopb-modal-wrap`, as a page prints it (hidden until opened). */
function PrintedDialog() {
  const wrap = useRef<HTMLDivElement>(null);
  const handle = useRef<ReturnType<typeof dialog> | null>(null);
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const controller = new AbortController();
    handle.current = dialog(el, {
      signal: controller.signal,
      content: el.querySelector<HTMLElement>('.wopb-modal-content') ?? el,
      title: el.querySelector<HTMLElement>('.wopb-modal-title'),
      description: el.querySelector<HTMLElement>('.kargo-ozet'),
      closers: '.wopb-modal-close',
      closedEvent: 'wopbModalClosed',
      fade: true,
    });
    return () => controller.abort();
  }, []);
  return (
    <div>
      <button
        type="button"
        className="button"
        onClick={() => void handle.current?.open().then((reason) => setAnswer(`kapandı: ${reason}`))}
      >
        Kargo bilgisi
      </button>
      <output data-testid="answer">{answer}</output>
      <div
        className="wopb-modal-wrap"
        ref={wrap}
        hidden
        style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}
      >
        <div
          className="wopb-modal-overlay"
          style={{ position: 'absolute', inset: 0, background: 'rgb(0 0 0 / 45%)' }}
        />
        <div
          className="wopb-modal-content"
          style={{ position: 'relative', background: '#fff', padding: '1.5rem', maxWidth: '28rem' }}
        >
          <h2 className="wopb-modal-title">Kargo bilgisi</h2>
          <p className="kargo-ozet">750 ₺ ve üzeri siparişlerde kargo ücretsizdir.</p>
          <label>
            Posta kodu <input type="text" />
          </label>
          <button type="button" className="button wopb-modal-close">
            Kapat
          </button>
        </div>
      </div>
    </div>
  );
}

/** A button that asks, and the answer it got. */
function Asker({ label, run }: { label: string; run: () => Promise<unknown> }) {
  const [answer, setAnswer] = useState('');
  return (
    <div>
      <button type="button" className="button" onClick={() => void run().then((a) => setAnswer(String(a)))}>
        {label}
      </button>{' '}
      <output data-testid="answer">{answer}</output>
    </div>
  );
}

const meta = {
  title: 'Kit/Dialog, alert and confirm',
  parameters: {
    docs: {
      description: {
        component: `The behaviour kit's dialog (\`@firsat/core/kit\`, no React): \`dialog(element, options)\` on printed markup (the plugin's \`.wopb-modal-wrap\`) or markup a caller made — named by its title, \`role="dialog"\` and \`aria-modal\`, focus moved in and trapped (Tab and Shift+Tab wrap), given back to the opener; Escape, the overlay, a press outside and the \`closers\` controls close it; the rest of the page is \`inert\` while it is open; one open at a time. The overlay fades in over 200 ms and out over 400 ms, and \`hidden\` and the classic closed event (\`wopbModalClosed\`) wait for the close animation plus 20 ms (SPEC §4, §9; none with reduced motion). \`open()\` resolves with why it closed: \`escape\`, \`outside\`, \`close\`, \`replaced\`, \`abort\`.

On it, \`alert(message)\`, \`confirm(message)\` → \`Promise<boolean>\` and \`ask(message)\` → \`'ok' | 'no' | 'cancel'\` replace \`window.confirm\` and SweetAlert: an \`alertdialog\` made on demand and removed after, described by its message, the buttons OK, No, Cancel from the page's catalogue, the safe one (Cancel) focused first. On a page with only \`firsat.js\`: \`Firsat.confirm('…')\`, \`Firsat.alert('…')\`, \`Firsat.kit()\`. No \`data-*\` attributes: a part of the kit, not an island.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Printed: Story = { name: 'Dialog on printed markup', render: () => <PrintedDialog /> };

export const Confirm: Story = {
  name: 'confirm(): Cancel or OK',
  render: () => <Asker label="Sepeti boşalt" run={() => confirm('Sepetiniz boşaltılsın mı?')} />,
};

export const Alert: Story = {
  name: 'alert(): OK, with a title',
  render: () => (
    <Asker label="Kuponu kaydet" run={() => alert('Kupon kodunuz kaydedildi.', { title: 'Kupon' })} />
  ),
};

export const Ask: Story = {
  name: 'ask(): OK, No, Cancel',
  render: () => <Asker label="Formdan çık" run={() => ask('Değişiklikler kaydedilsin mi?')} />,
};

export const OwnTexts: Story = {
  name: 'confirm() with its own button texts',
  render: () => (
    <Asker
      label="Ürünü sil"
      run={() => confirm('Bu ürün listeden silinsin mi?', { ok: 'Sil', cancel: 'Kalsın' })}
    />
  ),
};

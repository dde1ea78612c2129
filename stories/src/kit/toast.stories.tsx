import { createToastQueue, showToasts } from '@firsat/core/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';

/** A queue and its DOM view, and buttons that add to it. */
function ToastDemo({ duration }: { duration: number }) {
  const host = useRef<HTMLDivElement>(null);
  const [queue] = useState(() => createToastQueue({ duration }));
  const [undone, setUndone] = useState(0);
  useEffect(() => {
    if (!host.current) return;
    const controller = new AbortController();
    showToasts(queue, { signal: controller.signal, parent: host.current });
    return () => {
      controller.abort();
      queue.clear();
    };
  }, [queue]);
  return (
    <div>
      <button
        type="button"
        className="button"
        onClick={() => queue.add('Karşılaştırmaya eklendi', { tone: 'success' })}
      >
        Karşılaştır
      </button>{' '}
      <button
        type="button"
        className="button"
        onClick={() =>
          queue.add('Ürün istek listesinden çıkarıldı', {
            action: { label: 'Geri al', run: () => setUndone((n) => n + 1) },
          })
        }
      >
        İstek listesinden çıkar
      </button>{' '}
      <button
        type="button"
        className="button"
        onClick={() => queue.add('Bağlantı kurulamadı', { tone: 'error', duration: 0 })}
      >
        Hata
      </button>
      <p>
        Geri alınan: <output data-testid="undone">{undone}</output>
      </p>
      <div ref={host} />
    </div>
  );
}

const meta = {
  title: 'Kit/Toast queue',
  parameters: {
    docs: {
      description: {
        component: `The behaviour kit's toasts without React (\`@firsat/core/kit\`): \`createToastQueue()\` (or the page's \`toastQueue\`), shown by \`showToasts(queue, { signal })\` in one polite live region (\`role="status"\`, named "Bildirimler"), a \`.firsat-toast\` per message with its tone in \`data-tone\`, a close button and, when given, an action button (undo). A toast closes itself after 5 s (SPEC §9: the compare notice) unless its duration is 0; hover and focus pause its countdown, leaving resumes it with the time left; at most three show. \`toast(message, options)\` adds to the page's queue and makes its region on first use. No \`data-*\` attributes: a part of the kit, not an island.`,
      },
    },
  },
  args: { duration: 5000 },
  argTypes: { duration: { control: 'number', description: 'ms before a toast closes itself (0: never)' } },
  render: (args: { duration: number }) => <ToastDemo duration={args.duration} />,
} satisfies Meta<{ duration: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = { name: 'Compare notice (5 s), undo and error toasts' };

export const Sticky: Story = { name: 'Toasts that stay until closed', args: { duration: 0 } };

import { salesBodyClasses, salesHostMarkup, salesReply } from '@firsat/blocks/testing';
import { salesNotificationProps } from '@firsat/blocks/views';
import { COOKIE, removeCookie, setCookie } from '@firsat/core/island';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useEffect, useState } from 'react';
import { attributeTable, BodyClasses } from '../support';
import { ExtrasMarkup } from './extras-story';

/** How the mocked store answers POST /wp-json/sales/v1/notification. */
type SalesMode = 'ok' | 'server-error' | 'offline' | 'malformed';

function salesHandlers(mode: SalesMode) {
  return [
    http.post('/wp-json/sales/v1/notification', () => {
      if (mode === 'server-error') return HttpResponse.json({ code: 'x', message: 'x' }, { status: 500 });
      if (mode === 'offline') return HttpResponse.error();
      if (mode === 'malformed') return HttpResponse.json({ html: 'not a list' });
      return HttpResponse.json(salesReply);
    }),
  ];
}

/** The pause control, once the first popup is on the page. */
function pressPause(): void {
  const started = Date.now();
  const look = () => {
    const button = document.querySelector<HTMLButtonElement>('.wopb-notification .firsat-sales-pause');
    if (button) button.click();
    else if (Date.now() - started < 10_000) setTimeout(look, 100);
  };
  look();
}

/** Sets (or clears) the `sales_notification` cookie for the story, and clears it afterwards. */
function ClosedCookie({ closed, children }: { closed: boolean; children: ReactNode }) {
  // Before the children's effects (the island mounts in one): set while rendering.
  useState(() =>
    closed ? setCookie(COOKIE.salesNotification, 'closed') : removeCookie(COOKIE.salesNotification),
  );
  useEffect(() => () => removeCookie(COOKIE.salesNotification), []);
  return <>{children}</>;
}

interface Args {
  /** `wopb-stay-N` / `wopb-gap-N` seconds (the story uses short ones so the cycle is seen). */
  stay: number;
  gap: number;
  closed: boolean;
  paused: boolean;
}

const meta = {
  title: 'Blocks/Sales notification',
  parameters: {
    docs: {
      description: {
        component: `The product-blocks sales popup. The page prints nothing for it but the body classes \`wopb-notification-body wopb-gap-N wopb-stay-N\`; it is a page island, started once on a page whose body is \`body.wopb-notification-body\` (its state on \`<html data-island-sales-notification>\`). 2 s after the page's load — unless the \`sales_notification\` cookie is set, then nothing is requested — it POSTs \`/wp-json/sales/v1/notification\` (\`page_id\`) once. Each entry of the reply \`{html: [...]}\` is the plugin's complete \`div.wopb-notification\`, inserted through core's \`insertHtml\` (sanitised) at the end of \`<body>\`: shown for the stay time, gone for the gap, wrapping around; announced politely, focus never moved. Pointer over it or focus in it pauses it; its pause control (WCAG 2.2.2) holds it until pressed again; its close control (the plugin's span, made a button) stops it and sets \`sales_notification=closed\` for a day. With prefers-reduced-motion the slide class is dropped. A failed or malformed reply logs 'Error occured.please try again' with the status and shows nothing. A behaviour: no React.

${attributeTable(salesNotificationProps.describe())}`,
      },
    },
  },
  args: { stay: 4, gap: 3, closed: false, paused: false },
  render: (args: Args) => (
    <ClosedCookie closed={args.closed}>
      <BodyClasses classes={salesBodyClasses(args.gap, args.stay).join(' ')}>
        <ExtrasMarkup
          island="sales-notification"
          html={`<p class="story-log">2 saniye sonra son satışlar sırayla gösterilir (${args.stay} s görünür, ${args.gap} s ara).</p>${salesHostMarkup}`}
          props={{ stayMs: args.stay * 1000, gapMs: args.gap * 1000 }}
          after={args.paused ? pressPause : undefined}
        />
      </BodyClasses>
    </ClosedCookie>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: SalesMode) => ({ msw: { handlers: salesHandlers(mode) } });

export const Cycling: Story = { name: 'Cycling through recent sales', parameters: store('ok') };

export const Paused: Story = {
  name: 'Paused with its control',
  args: { stay: 4, gap: 3, closed: false, paused: true },
  parameters: store('ok'),
};

export const Closed: Story = {
  name: 'Closed (cookie set: no request)',
  args: { stay: 4, gap: 3, closed: true, paused: false },
  parameters: store('ok'),
};

export const ServerError: Story = {
  name: 'Error: server error (logged, nothing shown)',
  parameters: store('server-error'),
};

export const Offline: Story = {
  name: 'Error: offline (logged, nothing shown)',
  parameters: store('offline'),
};

export const Malformed: Story = {
  name: 'Error: malformed reply (logged, nothing shown)',
  parameters: store('malformed'),
};

import { type FakePushMode, fakePushSdk, pushGlobalFixture, pushGlobalMarkup } from '@firsat/blocks/testing';
import { pushBellProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

type Globals = Record<string, unknown>;

/**
 * Puts `window.firsat_push` and a stand-in SDK (`window.FirsatPushSDK`: the bell then injects no
 * script) on the page before the island starts, and takes them away afterwards.
 */
function PushPage({ mode, delayMs, children }: { mode: FakePushMode; delayMs: number; children: ReactNode }) {
  useState(() => {
    (window as unknown as Globals).firsat_push = pushGlobalFixture;
    (window as unknown as Globals).FirsatPushSDK = fakePushSdk(mode, delayMs);
  });
  useEffect(
    () => () => {
      delete (window as unknown as Globals).firsat_push;
      delete (window as unknown as Globals).FirsatPushSDK;
    },
    [],
  );
  return <>{children}</>;
}

/** Presses the bell (and then the panel's action) once the bell is on the page. */
const press = (then?: 'act') => (): void => {
  const bell = document.querySelector<HTMLButtonElement>('.firsat-push-toggle');
  bell?.click();
  if (!then) return;
  const started = Date.now();
  const look = () => {
    const action = document.querySelector<HTMLButtonElement>('.firsat-push-action');
    if (action && !action.hidden && !action.disabled) action.click();
    else if (Date.now() - started < 5000) setTimeout(look, 50);
  };
  look();
};

interface Args {
  mode: FakePushMode;
  delayMs: number;
  open: 'closed' | 'open' | 'act';
}

const meta = {
  title: 'Blocks/Push bell',
  parameters: {
    docs: {
      description: {
        component: `The push notification bell (SPEC §1: "A notification bell button sits at the bottom right"). The page prints only its config global, \`window.firsat_push\` ({provider, sdk, rest, nonce, nonce_url}) in \`<script id="firsat-push-js-extra">\`; it is a page island, started when the browser is idle (its state on \`<html data-island-push-bell>\`), which creates the bell: a 48 px button named "Anlık bildirimler", fixed at the bottom right, and its panel (the kit's disclosure: Escape or a press outside closes it, focus back on the bell). Nothing of the push service is downloaded before the first press: then the provider's SDK is injected (the local provider's is the demo store's \`firsat-push/sdk.js\`) and asked this browser's status. The panel says it, and its action subscribes (the browser's permission prompt, then POST \`firsat-push/v1/subscriptions\`) or unsubscribes; subscribed, unsubscribed, denied and unsupported are each shown, set on the bell as \`data-push-state\` and announced in the live region. A failure logs 'Error occured.please try again' with its status and offers "Tekrar dene". A missing or refused global: no bell, a console note. These stories stand in a fake SDK for the provider. A behaviour: no React.

${attributeTable(pushBellProps.describe())}`,
      },
    },
  },
  args: { mode: 'unsubscribed', delayMs: 300, open: 'closed' },
  render: ({ mode, delayMs, open }: Args) => (
    <PushPage key={`${mode}-${open}`} mode={mode} delayMs={delayMs}>
      <ExtrasMarkup
        island="push-bell"
        html={`${pushGlobalMarkup}<p>Sağ altta zil: bildirimlere abone olun.</p>`}
        after={open === 'closed' ? undefined : press(open === 'act' ? 'act' : undefined)}
      />
    </PushPage>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'The bell, closed: nothing loaded' };
export const Loading: Story = {
  name: 'Opened: the service loading',
  args: { mode: 'unsubscribed', delayMs: 600_000, open: 'open' },
};
export const Unsubscribed: Story = { name: 'Unsubscribed: Abone ol', args: { open: 'open' } };
export const Subscribed: Story = {
  name: 'Subscribed: Aboneliği iptal et',
  args: { mode: 'subscribed', open: 'open' },
};
export const NowSubscribed: Story = {
  name: 'Subscribed by the visitor (permission granted)',
  args: { mode: 'grants', open: 'act' },
};
export const NowUnsubscribed: Story = {
  name: 'Unsubscribed by the visitor',
  args: { mode: 'subscribed', open: 'act' },
};
export const Denied: Story = {
  name: 'Denied: the permission is refused',
  args: { mode: 'denied', open: 'open' },
};
export const DeniedAtPrompt: Story = {
  name: 'Denied at the permission prompt',
  args: { mode: 'denies-at-prompt', open: 'act' },
};
export const Unsupported: Story = {
  name: 'Unsupported: no Notification / PushManager / service worker',
  args: { mode: 'unsupported', open: 'open' },
};
export const Failed: Story = {
  name: 'The service failed: Tekrar dene',
  args: { mode: 'failing', open: 'open' },
};

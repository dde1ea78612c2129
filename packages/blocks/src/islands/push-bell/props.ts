import { defineProps, prop, readPushConfig } from '@firsat/core/island';

/**
 * The push bell's schema. Nothing comes from an element: the provider, its SDK's address, its
 * REST base and the nonce are the page global `window.firsat_push` (core's `readPushConfig`,
 * checked with valibot). A page without it, or with one the schema refuses, gets `null`: no
 * bell, a console note, nothing broken.
 */
export const pushBellProps = defineProps('push-bell', {
  config: prop.markup(() => readPushConfig(), {
    type: 'PushConfig | null',
    doc: '`window.firsat_push` ({provider, sdk, rest, nonce, nonce_url}); missing or refused: no bell.',
  }),
});

export type PushBellProps = ReturnType<typeof pushBellProps.parse>;

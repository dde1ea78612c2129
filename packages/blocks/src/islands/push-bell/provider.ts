import type { PushStatus } from './model';

/**
 * A push service as the bell sees it, whatever its SDK: `load()` brings the SDK onto the page
 * (only when the visitor asks), the others answer this browser's status. A provider rejects when
 * its SDK or its service fails; `denied` and `unsupported` are answers, not failures.
 */
export interface PushProvider {
  load(): Promise<void>;
  status(): Promise<PushStatus>;
  subscribe(): Promise<PushStatus>;
  unsubscribe(): Promise<PushStatus>;
}

const STATUSES: readonly PushStatus[] = ['subscribed', 'unsubscribed', 'denied', 'unsupported'];

/** A provider's answer checked: anything else is the provider failing. */
export function checkStatus(value: unknown): PushStatus {
  const found = STATUSES.find((status) => status === value);
  if (!found) throw new TypeError(`the push provider answered ${JSON.stringify(value)}, not a status`);
  return found;
}

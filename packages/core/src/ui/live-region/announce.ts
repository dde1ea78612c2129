/** How urgently a screen reader speaks an announcement. */
export type Politeness = 'polite' | 'assertive';

const MARK = 'data-firsat-live-region';

// Visually hidden, still read by screen readers.
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/**
 * The page's one live region, created on first use at the end of `<body>`: a visually hidden
 * element holding a polite (`role="status"`) and an assertive (`role="alert"`) channel.
 */
export function getLiveRegion(doc: Document = document): HTMLElement {
  let region = doc.querySelector<HTMLElement>(`[${MARK}]`);
  if (!region) {
    region = doc.createElement('div');
    region.setAttribute(MARK, '');
    region.style.cssText = HIDDEN;
    for (const politeness of ['polite', 'assertive'] as const) {
      const channel = doc.createElement('div');
      channel.setAttribute('role', politeness === 'polite' ? 'status' : 'alert');
      channel.setAttribute('aria-live', politeness);
      channel.setAttribute('aria-atomic', 'true');
      region.append(channel);
    }
    doc.body.append(region);
  }
  return region;
}

/** Delay of the first message after the region was created, so screen readers notice it. */
export const LIVE_REGION_SETTLE_MS = 100;

/**
 * Speaks `text` through the page's live region ("Sepete eklendi", "Eşleşen ürün yok", errors).
 * Each call replaces the previous message of that channel with a new node, so repeating the
 * same text is spoken again. A region created by this very call gets its text 100 ms later
 * (screen readers ignore text that arrives together with its region), unless a newer message
 * came first. Call `getLiveRegion()` when an island mounts to skip that delay.
 */
export function announce(text: string, politeness: Politeness = 'polite', doc: Document = document): void {
  const fresh = !doc.querySelector(`[${MARK}]`);
  const channel = getLiveRegion(doc).querySelector(`[aria-live="${politeness}"]`);
  const line = doc.createElement('div');
  line.textContent = text;
  if (!fresh) channel?.replaceChildren(line);
  else setTimeout(() => channel?.firstChild || channel?.replaceChildren(line), LIVE_REGION_SETTLE_MS);
}

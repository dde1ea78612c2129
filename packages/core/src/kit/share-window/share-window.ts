/**
 * The share window of both block plugins' share bars (SPEC §9: share popup 800x500): the
 * product blocks' `.wopb-share-item a[data-url]` and the post blocks' `.ultp-post-share-item
 * a[url]` open the network's page in a window of this size, centred on the screen. Only the
 * window: counting the share is each plugin's own call.
 */
/** The share window's size (SPEC §9: share popup 800x500). */
export const SHARE_POPUP_SIZE = { width: 800, height: 500 } as const;

export interface ScreenSize {
  width: number;
  height: number;
}

/**
 * The `window.open` features of the share popup: 800×500, centred on the screen, allowing for
 * the window's borders (10 px) and title bar (50 px) as the plugin does, and `noopener` so the
 * network's page cannot reach back into the page.
 */
export function sharePopupFeatures(screen: ScreenSize, size = SHARE_POPUP_SIZE): string {
  const left = Math.max(0, Math.round(screen.width / 2 - (size.width / 2 + 10)));
  const top = Math.max(0, Math.round(screen.height / 2 - (size.height / 2 + 50)));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,noopener`;
}

/**
 * The address a share link opens. The plugins print it in `data-url` (product blocks, sometimes
 * with a leading space) or `url` (post blocks); only http(s) and mailto addresses are followed
 * (never `javascript:`).
 */
export function shareTarget(dataUrl: string | null): string | null {
  const url = dataUrl?.trim();
  if (!url) return null;
  return /^(https?:|mailto:)/i.test(url) ? url : null;
}

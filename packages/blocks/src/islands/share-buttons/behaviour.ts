import type { BehaviourContext } from '@firsat/core/island';
import { keepChildren, keepPrinted } from '@firsat/core/island';
import { sharePopupFeatures, shareTarget } from '@firsat/core/kit';
import { sendShare } from './client';
import { messages } from './messages';
import { setShareCount, shareCountOf, shareCounts } from './model';
import { readPostId, SHARE_ITEM, type ShareButtonsProps } from './props';

const SHARE_LINK = `${SHARE_ITEM} a[data-url]`;

/** The network a link shares to, from the plugin's classes (`wopb-share-item-facebook`, `wopb-social-x`). */
function networkOf(link: Element): string | null {
  const classes = [...link.classList, ...(link.closest(SHARE_ITEM)?.classList ?? [])];
  for (const c of classes) {
    const match = /^wopb-(?:share-item-|social-)(\w+)$/.exec(c);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The bar's product: the id the island was given, else the first item's (items may arrive later). */
function barPostId(host: HTMLElement, postId: number | null): number | null {
  if (postId !== null) return postId;
  const raw = host.querySelector(SHARE_ITEM)?.getAttribute('postid')?.trim();
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The product-blocks share bar (`.wopb-share`, `.wopb-social-share-wrapper`). A click on any
 * `.wopb-share-item a[data-url]` — also items that arrive after load, which the classic script
 * missed because it bound each link once — opens the network's page in an 800×500 window centred
 * on the screen and counts the share on the server; the new total shows in every bar of that post.
 */
export function bindShareButtons(
  host: HTMLElement,
  { props: { postId, count }, signal, onCleanup }: BehaviourContext<ShareButtonsProps>,
): void {
  // Each element the bar writes to is noted as printed the first time, and put back on cleanup.
  const noted = new WeakSet<Element>();
  const note = (el: Element, keep: (el: Element) => () => void) => {
    if (noted.has(el)) return;
    noted.add(el);
    onCleanup(keep(el));
  };

  if (postId !== null) setShareCount(postId, count);

  // Icon-only links get a name (e.g. "Paylaş: facebook"); links with text keep theirs.
  for (const link of host.querySelectorAll<HTMLElement>(SHARE_LINK)) {
    if (link.textContent?.trim() || link.hasAttribute('aria-label')) continue;
    const network = networkOf(link);
    note(link, (el) => keepPrinted([[el, ['aria-label']]]));
    link.setAttribute('aria-label', network ? `${messages.t('share')}: ${network}` : messages.t('share'));
  }

  /** Writes the known counts into the bar: the total (`.wopb-share-count`) and each item's `count`. */
  const showCounts = () => {
    const counts = shareCounts.getSnapshot();
    for (const item of host.querySelectorAll(SHARE_ITEM)) {
      const known = counts.get(Number(item.getAttribute('postid')?.trim()));
      if (known === undefined || item.getAttribute('count') === String(known)) continue;
      note(item, (el) => keepPrinted([[el, ['count']]]));
      item.setAttribute('count', String(known));
    }
    const id = barPostId(host, postId);
    if (id === null) return;
    const total = String(shareCountOf(id, count));
    for (const el of host.querySelectorAll('.wopb-share-count')) {
      if (el.textContent === total) continue;
      note(el, keepChildren);
      el.textContent = total;
    }
  };

  host.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(SHARE_LINK);
      if (!link || !host.contains(link)) return;
      event.preventDefault();
      const target = shareTarget(link.getAttribute('data-url'));
      if (target) window.open(target, '_blank', sharePopupFeatures(window.screen));
      let id: number | null = null;
      try {
        id = readPostId(link.closest(SHARE_ITEM)) ?? postId;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
      }
      if (id === null) return;
      const shared = id;
      const shown = Number(link.closest(SHARE_ITEM)?.getAttribute('count'));
      void sendShare(shared, shareCountOf(shared, Number.isInteger(shown) ? shown : 0)).then((total) => {
        if (total !== null) setShareCount(shared, total);
      });
    },
    { signal },
  );

  showCounts();
  onCleanup(shareCounts.subscribe(showCounts));
}

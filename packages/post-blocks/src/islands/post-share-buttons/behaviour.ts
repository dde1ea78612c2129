import type { BehaviourContext } from '@firsat/core/island';
import { keepChildren, keepPrinted } from '@firsat/core/island';
import { sharePopupFeatures, shareTarget } from '@firsat/core/kit';
import { footerReached } from '../../shared/scrolled-past';
import { countShare } from './client';
import { messages } from './messages';
import { nextCount, setShareCount, shareCounts } from './model';
import { type PostShareButtonsProps, readPostId, SHARE_ITEMS } from './props';

const SHARE_LINK = '.ultp-post-share-item a[url]';
const STICKY = '.ultp-disable-sticky-footer';

/** The network of a link, from the plugin's classes (`ultp-post-share-item-facebook`). */
function networkOf(link: Element): string | null {
  for (const c of link.classList) {
    const match = /^ultp-post-share-item-(\w+)$/.exec(c);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * The post-blocks share bar (post-blocks.md §8). A click on `.ultp-post-share-item a[url]` (a
 * printed `href="javascript:"` link, so Tab reaches it and Enter clicks it) opens the network in an
 * 800×500 window centred on the screen (core's share window, `noopener`) and counts the share
 * with `ultp_share_count`; the total moves on by one in every bar of that post. A sticky bar
 * (`.ultp-disable-sticky-footer`) gets `remove-sticky` while the page's `footer` is in view.
 * Unbound, the bar is as printed.
 */
export function bindPostShareButtons(
  host: HTMLElement,
  { props: { postId, count }, signal, onCleanup }: BehaviourContext<PostShareButtonsProps>,
): void {
  let shown = count;
  const links = [...host.querySelectorAll<HTMLElement>(SHARE_LINK)];
  for (const link of links) {
    // Icon-only links get a name ("Paylaş: facebook"); links with a label keep theirs.
    if (!link.textContent?.trim() && !link.hasAttribute('aria-label')) {
      onCleanup(keepPrinted([[link, ['aria-label']]]));
      const network = networkOf(link);
      link.setAttribute('aria-label', network ? `${messages.t('share')}: ${network}` : messages.t('share'));
    }
  }

  const counts = [...host.querySelectorAll<HTMLElement>('.ultp-post-share-count')];
  const items = host.querySelector(SHARE_ITEMS);
  for (const el of counts) onCleanup(keepChildren(el));
  if (items) onCleanup(keepPrinted([[items, ['count']]]));
  /** Shows the post's known total (every bar of the post shows the same). */
  const show = () => {
    if (postId === null) return;
    const total = shareCounts.getSnapshot().get(postId);
    if (total === undefined || total === shown) return;
    shown = total;
    for (const el of counts) el.textContent = String(total);
    items?.setAttribute('count', String(total));
  };
  if (postId !== null) setShareCount(postId, count);
  onCleanup(shareCounts.subscribe(show));
  show();

  const share = (link: HTMLElement) => {
    const target = shareTarget(link.getAttribute('url'));
    if (target) window.open(target, 'sharer', sharePopupFeatures(window.screen));
    let id: number | null = postId;
    try {
      id = readPostId(link.closest(SHARE_ITEMS)) ?? postId;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return;
    }
    if (id === null) return;
    const sent = id === postId ? shown : Number(link.closest(SHARE_ITEMS)?.getAttribute('count')) || 0;
    const post = id;
    void countShare(post, sent).then((ok) => {
      if (ok) setShareCount(post, nextCount(sent));
    });
  };
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(SHARE_LINK) : null;
  host.addEventListener(
    'click',
    (event) => {
      const link = linkOf(event.target);
      if (!link || !host.contains(link)) return;
      event.preventDefault();
      share(link);
    },
    { signal },
  );

  const sticky = host.querySelector<HTMLElement>(STICKY);
  if (sticky) {
    onCleanup(keepPrinted([[sticky, ['class']]]));
    let frame = 0;
    const check = () => {
      frame = 0;
      const footer = host.ownerDocument.querySelector('footer');
      const top = footer ? footer.getBoundingClientRect().top : null;
      sticky.classList.toggle('remove-sticky', footerReached(top, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { signal, passive: true });
    window.addEventListener('resize', schedule, { signal, passive: true });
    onCleanup(() => cancelAnimationFrame(frame));
    check();
  }
}

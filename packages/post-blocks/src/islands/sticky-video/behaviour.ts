import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { asButton } from '@firsat/core/kit';
import { footerReached } from '../../shared/scrolled-past';
import { messages } from './messages';
import { shouldStick } from './model';
import type { StickyVideoProps } from './props';

/**
 * The sticky featured video (post-blocks.md §7), as a behaviour: when the reader scrolls past
 * the video's place, the video gets `ultp-sticky-active` (the plugin's CSS floats it in a
 * corner) and the place keeps its height so the text does not jump; scrolling back puts it back.
 * Its close control (a keyboard button here) puts it back for the rest of the page view, and the
 * focus moves to the video. The admin bar's height counts, as in the plugin; while the page's
 * footer is in view it steps aside (its links stay reachable). Read once per frame, passively. Unbound, the block is as printed.
 */
export function bindStickyVideo(
  el: HTMLElement,
  { props: { video }, signal, onCleanup }: BehaviourContext<StickyVideoProps>,
): void {
  const { place, player, close } = video;
  const doc = el.ownerDocument;
  onCleanup(
    keepPrinted([
      [el, ['class']],
      [place, ['style']],
    ]),
  );
  let closed = false;
  let stuck = false;

  const set = (stick: boolean) => {
    if (stick === stuck) return;
    stuck = stick;
    // The place keeps the video's height while the video floats.
    if (stick) place.style.height = `${place.getBoundingClientRect().height}px`;
    else place.style.removeProperty('height');
    el.classList.toggle('ultp-sticky-active', stick);
  };

  let frame = 0;
  const check = () => {
    frame = 0;
    const adminBar = doc.getElementById('wpadminbar')?.getBoundingClientRect().height ?? 0;
    const footer = doc.querySelector('footer');
    const footerInView = footerReached(
      footer ? footer.getBoundingClientRect().top : null,
      window.innerHeight,
    );
    set(shouldStick(place.getBoundingClientRect().bottom, adminBar, closed, footerInView));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { signal, passive: true });
  window.addEventListener('resize', schedule, { signal, passive: true });
  onCleanup(() => cancelAnimationFrame(frame));

  if (close) {
    asButton(close, messages.t('closeStickyVideo'), signal);
    close.addEventListener(
      'click',
      () => {
        const hadFocus = close.contains(doc.activeElement);
        closed = true;
        set(false);
        if (hadFocus) player?.focus();
      },
      { signal },
    );
  }
  check();
}

import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted, prefersReducedMotion } from '@firsat/core/island';
import { clickOnKeys } from '@firsat/core/kit';
import { embedCommand } from './embed-command';
import { messages } from './messages';
import { HIDDEN, type ShopVideoProps } from './props';

/** Every other product video on the page stops when one starts, as the plugin does. */
function pauseOthers(except: Element): void {
  for (const video of document.querySelectorAll<HTMLVideoElement>('.wopb-product-video-wrapper video')) {
    if (!except.contains(video)) video.pause();
  }
}

function play(media: HTMLVideoElement | HTMLIFrameElement): void {
  if (media instanceof HTMLIFrameElement) embedCommand(media, 'play');
  // A refused play() (autoplay policy) leaves the controls for the visitor; nothing to report.
  else void media.play()?.catch(() => {});
}

/**
 * The product-blocks product video in the shop loop (`.wopb-product-video-wrapper`). The play
 * icon becomes a button (click, Enter, Space): it hides and the video shows and plays; when the
 * video ends the icon comes back. With "view onhover" the video plays while the pointer is over
 * it and pauses (muted) when it leaves — not for visitors who prefer reduced motion.
 */
export function bindShopVideo(
  host: HTMLElement,
  { props: { hover, iconMode }, signal, onCleanup }: BehaviourContext<ShopVideoProps>,
): void {
  const icon = host.querySelector<HTMLElement>('.wopb-video-play-icon');
  const item = host.querySelector<HTMLElement>('.wopb-video-item');
  const media = item?.querySelector<HTMLVideoElement | HTMLIFrameElement>('video, iframe');
  if (!item || !media) return;
  const video = media instanceof HTMLVideoElement ? media : null;
  // Unbound or failed, the markup is as printed: the icon's and the item's classes included.
  onCleanup(keepPrinted([[item, ['class', 'data-hover-play']]]));
  onCleanup(keepPrinted([[media, ['tabindex']]]));

  if (icon && iconMode) {
    onCleanup(keepPrinted([[icon, ['class', 'role', 'tabindex', 'aria-label']]]));
    icon.setAttribute('role', 'button');
    icon.setAttribute('tabindex', '0');
    icon.setAttribute('aria-label', messages.t('playVideo'));
    const start = () => {
      icon.classList.add(HIDDEN);
      item.classList.remove(HIDDEN);
      pauseOthers(host);
      play(media);
      // The icon is gone: focus follows to the player so keyboard users keep their place.
      if (!media.hasAttribute('tabindex') && media instanceof HTMLVideoElement && !media.controls) {
        media.tabIndex = -1;
      }
      media.focus({ preventScroll: true });
    };
    icon.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        start();
      },
      { signal },
    );
    clickOnKeys(icon, signal);
    video?.addEventListener(
      'ended',
      () => {
        const hadFocus = host.contains(document.activeElement);
        icon.classList.remove(HIDDEN);
        item.classList.add(HIDDEN);
        if (hadFocus) icon.focus({ preventScroll: true });
      },
      { signal },
    );
  }

  if (hover && video) {
    item.addEventListener(
      'mouseenter',
      () => {
        if (!video.paused || prefersReducedMotion()) return;
        play(video);
        item.setAttribute('data-hover-play', 'true');
      },
      { signal },
    );
    item.addEventListener(
      'mouseleave',
      () => {
        if (item.getAttribute('data-hover-play') !== 'true') return;
        video.pause();
        video.muted = true;
        item.setAttribute('data-hover-play', 'false');
      },
      { signal },
    );
  }
}

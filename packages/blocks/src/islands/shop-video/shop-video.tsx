import { type IslandHostProps, t } from '@firsat/core/island';
import { useLayoutEffect } from 'react';
import { embedCommand } from './embed-command';
import { HIDDEN, type ShopVideoProps } from './props';
import { prefersReducedMotion } from './reduced-motion';

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
export function ShopVideo({ host, hover, iconMode }: ShopVideoProps & IslandHostProps) {
  // A layout effect: by the time the island reports "mounted" its handlers are live.
  useLayoutEffect(() => {
    const icon = host.querySelector<HTMLElement>('.wopb-video-play-icon');
    const item = host.querySelector<HTMLElement>('.wopb-video-item');
    const media = item?.querySelector<HTMLVideoElement | HTMLIFrameElement>('video, iframe');
    if (!item || !media) return;
    const video = media instanceof HTMLVideoElement ? media : null;
    const cleanups: (() => void)[] = [];
    const on = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
    ) => {
      target.addEventListener(type, listener);
      cleanups.push(() => target.removeEventListener(type, listener));
    };

    if (icon && iconMode) {
      const added = ['role', 'tabindex', 'aria-label'].filter((a) => !icon.hasAttribute(a));
      icon.setAttribute('role', 'button');
      icon.setAttribute('tabindex', '0');
      icon.setAttribute('aria-label', t('playVideo'));
      cleanups.push(() => {
        for (const a of added) icon.removeAttribute(a);
      });
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
      on(icon, 'click', (event) => {
        event.preventDefault();
        start();
      });
      on(icon, 'keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        start();
      });
      if (video) {
        on(video, 'ended', () => {
          const hadFocus = host.contains(document.activeElement);
          icon.classList.remove(HIDDEN);
          item.classList.add(HIDDEN);
          if (hadFocus) icon.focus({ preventScroll: true });
        });
      }
    }

    if (hover && video) {
      on(item, 'mouseenter', () => {
        if (!video.paused || prefersReducedMotion()) return;
        play(video);
        item.setAttribute('data-hover-play', 'true');
      });
      on(item, 'mouseleave', () => {
        if (item.getAttribute('data-hover-play') !== 'true') return;
        video.pause();
        video.muted = true;
        item.setAttribute('data-hover-play', 'false');
      });
    }

    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [host, hover, iconMode]);

  return null;
}

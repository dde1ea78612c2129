import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { asButton, type DialogHandle } from '@firsat/core/kit';
import { messages } from './messages';
import { playerFor } from './model';
import { buildPlayer, stopPlayer } from './player';
import type { PostVideoProps } from './props';

/** The post's title from the item's title link (the redirect mode has no modal to read it from). */
const titleOf = (icon: HTMLElement): string =>
  icon
    .closest('.ultp-block-item')
    ?.querySelector('.ultp-block-title a')
    ?.textContent?.replace(/\s+/g, ' ')
    .trim() ?? '';

/** The dialog binding (and the kit's dialog with it): fetched on the first press. */
const loadDialog = () => import('./video-dialog');

/**
 * A video post's play icon (post-blocks.md §7), as a behaviour: the icon becomes a keyboard
 * button ("Videoyu oynat: <title>"). In popup mode a press builds the player into the item's
 * modal and opens it as the kit's dialog (Escape, the close control or the backdrop close it,
 * the player is stopped and emptied, the focus goes back to the icon). Inline, the press hides
 * the image and the icon, shows the printed video box with the player and moves the focus to it.
 * A video without an id or an http(s) address logs and does nothing, as the plugin. In redirect
 * mode the icon is a link to the post: it stays one and only gets a name.
 */
export function bindPostVideo(
  icon: HTMLElement,
  { props: { popup, autoplay, video }, signal, onCleanup }: BehaviourContext<PostVideoProps>,
): void {
  const title = video?.title ?? titleOf(icon);
  const label = title ? `${messages.t('playVideo')}: ${title}` : messages.t('playVideo');
  // Redirect mode: the icon is a link to the post (an icon only); it keeps being one, named.
  if (icon instanceof HTMLAnchorElement) {
    if (!icon.textContent?.trim() && !icon.hasAttribute('aria-label')) {
      onCleanup(keepPrinted([[icon, ['aria-label']]]));
      icon.setAttribute('aria-label', label);
    }
    return;
  }
  asButton(icon, label, signal);
  if (!video) {
    icon.addEventListener(
      'click',
      () => console.error('[firsat] post-video: the video content wrapper is missing'),
      {
        signal,
      },
    );
    return;
  }
  const { modal, wrapper, inline } = video;
  onCleanup(() => stopPlayer(wrapper));
  if (modal) {
    const loader = modal.querySelector<HTMLElement>('.ultp-loader-container');
    if (loader) onCleanup(keepPrinted([[loader, ['hidden']]]));
  }

  let videoDialog: DialogHandle | null = null;
  const play = () => {
    const player = playerFor(video.data, autoplay);
    if (!player) {
      console.error(`[firsat] post-video: the ${video.data.type} video has no id or address`);
      return null;
    }
    return buildPlayer(wrapper, player, title);
  };

  icon.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (popup && modal) {
        if (videoDialog?.isOpen || icon.hasAttribute('aria-busy')) return;
        icon.setAttribute('aria-busy', 'true');
        loadDialog()
          .then((module) => {
            if (signal.aborted || !play()) return;
            const loader = modal.querySelector<HTMLElement>('.ultp-loader-container');
            if (loader) loader.hidden = true;
            videoDialog ??= module.videoDialog({
              modal,
              title,
              icon,
              signal,
              onClose: () => stopPlayer(wrapper),
            });
            void videoDialog.open();
          })
          .catch((error: unknown) => {
            // The dialog's code could not be fetched (offline): a press tries again.
            console.error('[firsat] post-video: the video could not be opened', error);
          })
          .finally(() => icon.removeAttribute('aria-busy'));
        return;
      }
      const player = play();
      if (!player) return;
      const image = icon.closest('.ultp-block-image');
      const pictures = image ? [...image.querySelectorAll<HTMLElement>(':scope > a img')] : [];
      const shown = [icon, ...pictures, ...(inline ? [inline] : [])];
      onCleanup(keepPrinted(shown.map((el) => [el, ['style']] as [Element, string[]])));
      for (const picture of pictures) picture.style.display = 'none';
      if (inline) inline.style.display = 'block';
      icon.style.display = 'none';
      player.focus();
    },
    { signal },
  );
}

import type { Player } from './model';

/**
 * Builds the player into `wrapper` (emptied first), with DOM calls rather than the plugin's HTML
 * string, so no printed value becomes markup. Answers the player element.
 */
export function buildPlayer(wrapper: HTMLElement, player: Player, title: string): HTMLElement {
  const doc = wrapper.ownerDocument;
  wrapper.replaceChildren();
  if (player.kind === 'iframe') {
    const iframe = doc.createElement('iframe');
    iframe.src = player.src;
    iframe.width = player.width;
    iframe.height = player.height;
    iframe.setAttribute('frameborder', '0');
    iframe.allow = player.allow;
    iframe.allowFullscreen = true;
    if (title) iframe.title = title;
    wrapper.append(iframe);
    return iframe;
  }
  const video = doc.createElement('video');
  video.className = 'ultp-video-html';
  video.setAttribute('width', player.width);
  video.setAttribute('height', player.height);
  video.autoplay = player.autoplay;
  video.muted = player.autoplay;
  video.loop = player.loop;
  video.controls = player.controls;
  video.playsInline = player.playsinline;
  if (player.poster) video.poster = player.poster;
  if (player.preload) video.setAttribute('preload', player.preload);
  if (title) video.setAttribute('aria-label', title);
  const source = doc.createElement('source');
  source.src = player.src;
  source.type = player.type;
  video.append(source);
  wrapper.append(video);
  return video;
}

/** Stops and removes the player: videos paused, the wrapper emptied (an iframe taken out of the page stops). */
export function stopPlayer(wrapper: HTMLElement): void {
  for (const video of wrapper.querySelectorAll('video')) video.pause();
  wrapper.replaceChildren();
}

/** Plays or pauses a YouTube/Vimeo embed through its postMessage API (`enablejsapi=1`). */
export function embedCommand(iframe: HTMLIFrameElement, command: 'play' | 'pause'): void {
  const func = command === 'play' ? 'playVideo' : 'pauseVideo';
  iframe.contentWindow?.postMessage(
    JSON.stringify({ event: 'command', func, method: command, args: '' }),
    '*',
  );
}

import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { embedMarkup, videoMarkup } from './fixtures';
import shopVideoBehaviour from './island';
import { shopVideoProps } from './props';

const stops: (() => void)[] = [];
function start(host: HTMLElement) {
  const { stop } = startBehaviour(shopVideoBehaviour, host);
  stops.push(stop);
  return stop;
}

function mountVideo(markup: string) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.wopb-product-video-wrapper') as HTMLElement;
  const stop = start(host);
  const icon = host.querySelector('.wopb-video-play-icon') as HTMLElement;
  const item = host.querySelector('.wopb-video-item') as HTMLElement;
  const video = host.querySelector('video') as HTMLVideoElement;
  return { host, icon, item, video, stop };
}

/** happy-dom's media elements do not play; these record the calls and keep `paused` honest. */
function fakePlayback(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  const play = vi.fn(() => {
    paused = false;
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    paused = true;
  });
  video.play = play;
  video.pause = pause;
  return { play, pause };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

beforeAll(() => shopVideoBehaviour.messages?.load());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

// The embed fixture keeps its address in data-embed, so its iframe's page is about:blank, which
// happy-dom refuses (printing a stack trace) while iframe pages may not load. These tests need no
// iframe page: let about:blank load (nothing is fetched) for this file only.
const happyDom = (window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean } } })
  .happyDOM.settings;
beforeAll(() => {
  happyDom.enableIframePageLoading = true;
});
afterAll(() => {
  happyDom.enableIframePageLoading = false;
});

describe('shop video props', () => {
  test.each([
    [videoMarkup(), { media: 'video', hover: false, iconMode: true }],
    [videoMarkup({ hover: true, icon: false }), { media: 'video', hover: true, iconMode: false }],
    [embedMarkup(), { media: 'iframe', hover: false, iconMode: true }],
  ])('read from the plugin markup', (markup, props) => {
    document.body.innerHTML = markup;
    expect(shopVideoProps.parse(document.body.firstElementChild as HTMLElement)).toEqual(props);
  });

  test('data-hover spelled properly counts as well', () => {
    document.body.innerHTML = videoMarkup().replace(' muted>', ' muted data-hover="true">');
    expect(shopVideoProps.parse(document.body.firstElementChild as HTMLElement).hover).toBe(true);
  });

  test('a wrapper without a video is an IslandError', () => {
    document.body.innerHTML =
      '<div class="wopb-product-video-wrapper"><span class="wopb-video-item"></span></div>';
    expect(() => shopVideoProps.parse(document.body.firstElementChild as HTMLElement)).toThrow(
      new IslandError('shop-video', '.wopb-video-item', null, 'holds no <video> or <iframe>'),
    );
  });
});

describe('shop video behaviour', () => {
  test('the play icon is a button with a Turkish name; a click shows and plays the video', async () => {
    const { icon, item, video } = mountVideo(videoMarkup());
    const { play } = fakePlayback(video);
    expect(icon).toHaveAttribute('role', 'button');
    expect(icon).toHaveAttribute('tabindex', '0');
    expect(icon).toHaveAccessibleName('Videoyu oynat');
    await userEvent.click(icon);
    expect(icon).toHaveClass('wopb-d-none');
    expect(item).not.toHaveClass('wopb-d-none');
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveFocus();
  });

  test.each(['{Enter}', ' '])('%s on the focused icon plays too', async (key) => {
    const { icon, item, video } = mountVideo(videoMarkup());
    const { play } = fakePlayback(video);
    icon.focus();
    await userEvent.keyboard(key);
    expect(item).not.toHaveClass('wopb-d-none');
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('when the video ends the icon comes back, with the focus', async () => {
    const { icon, item, video } = mountVideo(videoMarkup());
    fakePlayback(video);
    await userEvent.click(icon);
    video.dispatchEvent(new Event('ended'));
    expect(icon).not.toHaveClass('wopb-d-none');
    expect(item).toHaveClass('wopb-d-none');
    expect(icon).toHaveFocus();
  });

  test('starting one video pauses the others on the page', async () => {
    document.body.innerHTML = videoMarkup() + videoMarkup();
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.wopb-product-video-wrapper')];
    if (!first || !second) throw new Error('two videos expected');
    for (const host of [first, second]) start(host);
    const a = fakePlayback(first.querySelector('video') as HTMLVideoElement);
    const b = fakePlayback(second.querySelector('video') as HTMLVideoElement);
    await userEvent.click(first.querySelector('.wopb-video-play-icon') as HTMLElement);
    await userEvent.click(second.querySelector('.wopb-video-play-icon') as HTMLElement);
    expect(a.pause).toHaveBeenCalled();
    expect(b.play).toHaveBeenCalledTimes(1);
  });

  test('hover mode plays on mouse enter, pauses and mutes on leave', () => {
    reducedMotion(false);
    const { item, video } = mountVideo(videoMarkup({ hover: true, icon: false }));
    const { play, pause } = fakePlayback(video);
    video.muted = false;
    fireEvent.mouseEnter(item);
    expect(play).toHaveBeenCalledTimes(1);
    expect(item).toHaveAttribute('data-hover-play', 'true');
    fireEvent.mouseLeave(item);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
    expect(item).toHaveAttribute('data-hover-play', 'false');
  });

  test('hover mode leaves a video the visitor started alone', () => {
    reducedMotion(false);
    const { item, video } = mountVideo(videoMarkup({ hover: true, icon: false }));
    const { play, pause } = fakePlayback(video);
    void video.play();
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();
  });

  test('with prefers-reduced-motion, hovering does not start the video', () => {
    reducedMotion(true);
    const { item, video } = mountVideo(videoMarkup({ hover: true, icon: false }));
    const { play } = fakePlayback(video);
    fireEvent.mouseEnter(item);
    expect(play).not.toHaveBeenCalled();
  });

  test('without hover mode the pointer does nothing', () => {
    const { item, video } = mountVideo(videoMarkup());
    const { play } = fakePlayback(video);
    fireEvent.mouseEnter(item);
    expect(play).not.toHaveBeenCalled();
  });

  test('an embed is played through its postMessage API', async () => {
    document.body.innerHTML = embedMarkup();
    const host = document.querySelector('.wopb-product-video-wrapper') as HTMLElement;
    const iframe = host.querySelector('iframe') as HTMLIFrameElement;
    const postMessage = vi.fn();
    Object.defineProperty(iframe, 'contentWindow', { value: { postMessage }, configurable: true });
    start(host);
    await userEvent.click(host.querySelector('.wopb-video-play-icon') as HTMLElement);
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ event: 'command', func: 'playVideo', method: 'play', args: '' }),
      '*',
    );
  });

  test('unmounting gives the icon back as printed', () => {
    const { icon, stop } = mountVideo(videoMarkup());
    stop();
    expect(icon).not.toHaveAttribute('role');
    expect(icon).not.toHaveAttribute('tabindex');
    expect(icon).not.toHaveAttribute('aria-label');
  });

  test.each([
    ['played from the icon', videoMarkup({ icon: true })],
    ['played on hover', videoMarkup({ hover: true, icon: false })],
  ])('stopping after it was %s gives back the server HTML byte for byte', async (how, markup) => {
    reducedMotion(false);
    document.body.innerHTML = markup;
    const host = document.querySelector('.wopb-product-video-wrapper') as HTMLElement;
    const printed = host.outerHTML;
    const stop = start(host);
    const video = host.querySelector('video') as HTMLVideoElement;
    fakePlayback(video);
    video.controls = false;
    if (how.includes('icon'))
      await userEvent.click(host.querySelector('.wopb-video-play-icon') as HTMLElement);
    else fireEvent.mouseEnter(host.querySelector('.wopb-video-item') as HTMLElement);
    expect(host.outerHTML).not.toBe(printed);
    stop();
    video.controls = true;
    expect(host.outerHTML).toBe(printed);
  });
});

import { configure, IslandError } from '@firsat/core/island';
import { startBehaviour, TEST_SETTINGS } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { videoItemMarkup, videoRedirectMarkup } from './fixtures';
import postVideoBehaviour from './island';
import { playerFor, type VideoData, videoId } from './model';
import { postVideoProps } from './props';

const stops: (() => void)[] = [];
function page(html: string) {
  document.body.innerHTML = `<main><a href="#once">önce</a>${html}</main>`;
  return document.querySelector('.ultp-video-icon') as HTMLElement;
}
function mount(icon: HTMLElement) {
  const { stop } = startBehaviour(postVideoBehaviour, icon);
  stops.push(stop);
  return stop;
}
const base: VideoData = {
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  id: '',
  type: 'youtube',
  loop: false,
  mute: false,
  controls: true,
  playsinline: true,
  preload: '',
  poster: '',
  width: '',
  height: '',
};

beforeAll(() => postVideoBehaviour.messages?.load());
beforeEach(() => configure({ ...TEST_SETTINGS }));
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('post video model', () => {
  test('the id comes from the address when not printed (YouTube, Vimeo)', () => {
    expect(videoId(base)).toBe('dQw4w9WgXcQ');
    expect(videoId({ ...base, url: 'https://youtu.be/dQw4w9WgXcQ' })).toBe('dQw4w9WgXcQ');
    expect(videoId({ ...base, type: 'vimeo', url: 'https://vimeo.com/76979871' })).toBe('76979871');
    expect(videoId({ ...base, url: 'https://example.com/x' })).toBeNull();
  });

  test('YouTube: the embed with loop and its playlist; autoplay mutes', () => {
    const player = playerFor({ ...base, loop: true }, true);
    expect(player?.kind).toBe('iframe');
    const src = new URL(player?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: '1',
      loop: '1',
      mute: '1',
      controls: '1',
      playsinline: '1',
      modestbranding: '1',
      rel: '0',
      playlist: 'dQw4w9WgXcQ',
    });
  });

  test('Vimeo: the player with dnt=1', () => {
    const player = playerFor({ ...base, type: 'vimeo', url: 'https://vimeo.com/76979871' }, false);
    expect(player?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=0&loop=0&muted=0&controls=1&playsinline=1&dnt=1',
    );
  });

  test('a local file: a video of its type; a javascript: address builds nothing', () => {
    const player = playerFor({ ...base, type: 'local', url: 'https://blog.test/video/tur.webm' }, true);
    expect(player).toMatchObject({ kind: 'video', type: 'video/webm', autoplay: true });
    expect(playerFor({ ...base, type: 'local', url: 'javascript:alert(1)' }, false)).toBeNull();
  });
});

describe('post video props', () => {
  test('read popup, autoplay and the wrapper', () => {
    const props = postVideoProps.parse(page(videoItemMarkup({ popup: true, autoplay: true })));
    expect(props.popup).toBe(true);
    expect(props.autoplay).toBe(true);
    expect(props.video?.modal).not.toBeNull();
    expect(props.video?.title).toBe('Kapadokya’da balon turu');
  });

  test('a bad data-video-type names the island, the attribute and the value', () => {
    const icon = page(videoItemMarkup().replace('data-video-type="youtube"', 'data-video-type="flash"'));
    expect(() => postVideoProps.parse(icon)).toThrow(
      new IslandError('post-video', 'data-video-type', 'flash', 'must be one of youtube, vimeo, local'),
    );
  });
});

describe('post video behaviour', () => {
  test('popup: the icon is a named button; a press opens the modal with the player, Escape closes it, stops the player and gives the focus back', async () => {
    const icon = page(videoItemMarkup({ popup: true }));
    mount(icon);
    expect(icon).toHaveAttribute('role', 'button');
    expect(icon).toHaveAccessibleName('Videoyu oynat: Kapadokya’da balon turu');
    const modal = document.querySelector('.ultp-video-modal') as HTMLElement;

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(icon);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(modal).toHaveClass('modal_active'));
    expect(modal.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(modal.querySelector('.ultp-loader-container')).toHaveProperty('hidden', true);
    expect(modal.contains(document.activeElement)).toBe(true);
    expect(modal.querySelector('[role="dialog"]') ?? modal).toHaveAccessibleName('Kapadokya’da balon turu');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal).not.toHaveClass('modal_active'));
    expect(modal.querySelector('.ultp-video-wrapper')?.childElementCount).toBe(0);
    expect(document.activeElement).toBe(icon);
  });

  test('popup: the close control and the backdrop close it', async () => {
    const icon = page(videoItemMarkup({ popup: true }));
    mount(icon);
    const modal = document.querySelector('.ultp-video-modal') as HTMLElement;
    await userEvent.click(icon);
    await waitFor(() => expect(modal).toHaveClass('modal_active'));
    const close = modal.querySelector('.ultp-video-close') as HTMLElement;
    expect(close).toHaveAccessibleName();
    await userEvent.click(close);
    await waitFor(() => expect(modal).not.toHaveClass('modal_active'));
    expect(document.activeElement).toBe(icon);

    await userEvent.click(icon);
    await waitFor(() => expect(modal).toHaveClass('modal_active'));
    await userEvent.click(modal.querySelector('.ultp-video-modal__overlay') as HTMLElement);
    await waitFor(() => expect(modal).not.toHaveClass('modal_active'));
  });

  test('inline: the press hides the image and the icon, shows the player and focuses it', async () => {
    const icon = page(videoItemMarkup({ popup: false, type: 'vimeo', url: 'https://vimeo.com/76979871' }));
    mount(icon);
    await userEvent.click(icon);
    const box = document.querySelector('div.ultp-block-video-content') as HTMLElement;
    expect(box.style.display).toBe('block');
    expect(icon.style.display).toBe('none');
    expect((document.querySelector('.ultp-block-image > a img') as HTMLElement).style.display).toBe('none');
    const iframe = box.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.src).toContain('https://player.vimeo.com/video/76979871?');
    expect(document.activeElement).toBe(iframe);
  });

  test('a video without an id logs and opens nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const icon = page(videoItemMarkup({ popup: false, url: 'https://example.com/yok' }));
    mount(icon);
    await userEvent.click(icon);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('post-video'));
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('an item without its video wrapper: the icon stays a button, a press logs and does nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const icon = page(
      videoItemMarkup({ popup: false }).replace(/<div class="ultp-video-wrapper[^>]*><\/div>/, ''),
    );
    mount(icon);
    expect(icon).toHaveAttribute('role', 'button');
    await userEvent.click(icon);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wrapper is missing'));
  });

  test('redirect mode: the icon stays a link to the post and gets its name', async () => {
    const icon = page(videoRedirectMarkup());
    const stop = mount(icon);
    expect(icon.tagName).toBe('A');
    expect(icon).not.toHaveAttribute('role');
    expect(icon).toHaveAccessibleName('Videoyu oynat: Robot süpürge video inceleme');
    stop();
    expect(icon).not.toHaveAttribute('aria-label');
  });

  test('unbound, the item is as printed', async () => {
    const icon = page(videoItemMarkup({ popup: false }));
    const item = document.querySelector('.ultp-block-item') as HTMLElement;
    const before = item.outerHTML;
    const stop = mount(icon);
    await userEvent.click(icon);
    stop();
    expect(item.outerHTML).toBe(before);
  });
});

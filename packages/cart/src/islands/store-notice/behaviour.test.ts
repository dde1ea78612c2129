import { getCookie, removeCookie } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { storeNoticeMarkup } from './fixtures';
import storeNoticeBehaviour from './island';

/** The notice after the main content focus moves to when it is dismissed. */
const MARKUP = `<div id="content" class="site-content" tabindex="-1">İçerik</div>${storeNoticeMarkup()}`;

function mount(markup = MARKUP) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.woocommerce-store-notice') as HTMLElement;
  const { props, stop } = startBehaviour(storeNoticeBehaviour, host);
  stops.push(stop);
  return { host, props, link: host.querySelector('a') as HTMLAnchorElement, stop };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const name of ['store_notice', 'store_noticea1b2c3', 'store_noticeold']) removeCookie(name);
  document.body.innerHTML = '';
});

describe('store notice', () => {
  test('reads the id from data-notice-id or data-noticeid; none means the bare cookie name', () => {
    expect(mount().props.noticeId).toBe('a1b2c3');
    expect(mount(storeNoticeMarkup('a1b2c3', 'data-noticeid')).props.noticeId).toBe('a1b2c3');
    expect(mount(storeNoticeMarkup('a1b2c3', null)).props.noticeId).toBe('');
  });

  test('shown until dismissed; the dismiss link hides it and sets store_notice<id>=hidden on path /', () => {
    const { host, link } = mount();
    expect(host.style.display).toBe('');
    expect(host).toHaveAttribute('data-state', 'shown');
    link.focus();
    fireEvent.click(link);
    expect(host.style.display).toBe('none');
    expect(host).toHaveAttribute('data-state', 'dismissed');
    expect(getCookie('store_noticea1b2c3')).toBe('hidden');
    // Focus does not vanish with the notice: it goes to the main content.
    expect(document.activeElement?.id).toBe('content');
  });

  test('a dismissed notice stays hidden on the next page', () => {
    mount().link.click();
    const { host } = mount();
    expect(host.style.display).toBe('none');
    expect(host).toHaveAttribute('data-state', 'dismissed');
  });

  test('keyboard: Space on the link dismisses it (Enter is the link’s own click)', () => {
    const { host, link } = mount();
    fireEvent.keyDown(link, { key: 'a' });
    expect(host.style.display).toBe('');
    fireEvent.keyDown(link, { key: ' ' });
    expect(host.style.display).toBe('none');
  });

  test('a notice with another id (new text) shows again', () => {
    mount().link.click();
    const { host } = mount(storeNoticeMarkup('old'));
    expect(host.style.display).toBe('');
  });
});

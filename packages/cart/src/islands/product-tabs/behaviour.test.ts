import { startBehaviour } from '@firsat/core/testing';
import userEvent from '@testing-library/user-event';
import { referenceTabsHtml } from './fixtures';
import productTabsBehaviour from './island';
import { productTabsProps } from './props';

const stops: (() => void)[] = [];

function mountTabs(hash = '') {
  window.history.replaceState(null, '', `/product/hoodie/${hash}`);
  const host = document.createElement('div');
  host.innerHTML = referenceTabsHtml;
  const el = host.firstElementChild as HTMLElement;
  document.body.append(el);
  const printed = el.outerHTML;
  const { stop } = startBehaviour(productTabsBehaviour, el);
  stops.push(stop);
  const tab = (key: string) => el.querySelector(`a[href="#tab-${key}"]`) as HTMLAnchorElement;
  const panel = (key: string) => el.querySelector(`#tab-${key}`) as HTMLElement;
  const shown = () =>
    [...el.querySelectorAll<HTMLElement>('.wc-tab')]
      .filter((p) => p.style.display !== 'none')
      .map((p) => p.id);
  return { el, printed, stop, tab, panel, shown };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test('reads the three tabs of the reference markup', () => {
  const el = document.createElement('div');
  el.innerHTML = referenceTabsHtml;
  document.body.append(el);
  expect(productTabsProps.parse(el.firstElementChild as HTMLElement).tabs).toEqual([
    { key: 'description', titleId: 'tab-title-description', panelId: 'tab-description' },
    {
      key: 'additional_information',
      titleId: 'tab-title-additional_information',
      panelId: 'tab-additional_information',
    },
    { key: 'reviews', titleId: 'tab-title-reviews', panelId: 'tab-reviews' },
  ]);
});

test('markup without tabs is a named island error', () => {
  const el = document.createElement('div');
  el.className = 'woocommerce-tabs wc-tabs-wrapper';
  expect(() => productTabsProps.parse(el)).toThrow(
    '[firsat] product-tabs: no tab with a panel in ul.wc-tabs',
  );
});

test('no fragment opens the first tab, with the ARIA tabs pattern', () => {
  const { tab, shown, el } = mountTabs();
  expect(shown()).toEqual(['tab-description']);
  expect(tab('description')).toHaveAttribute('aria-selected', 'true');
  expect(tab('description')).toHaveAttribute('tabindex', '0');
  expect(tab('reviews')).toHaveAttribute('aria-selected', 'false');
  expect(tab('reviews')).toHaveAttribute('tabindex', '-1');
  expect(el.querySelector('#tab-title-description')).toHaveClass('active');
  expect(el.querySelector('#tab-title-reviews')).not.toHaveClass('active');
});

test.each([
  ['#reviews', 'tab-reviews'],
  ['#comment-12', 'tab-reviews'],
  ['#review-7', 'tab-reviews'],
  ['#comments', 'tab-reviews'],
  ['#tab-additional_information', 'tab-additional_information'],
  ['?cpage=2', 'tab-reviews'],
  ['comment-page-2/', 'tab-reviews'],
])('the address %s opens %s', (suffix, panel) => {
  const { shown } = mountTabs(suffix);
  expect(shown()).toEqual([panel]);
});

test('clicking a tab opens it without following the link', async () => {
  const { tab, shown } = mountTabs();
  await userEvent.click(tab('additional_information'));
  expect(shown()).toEqual(['tab-additional_information']);
  expect(window.location.hash).toBe('');
});

test('arrow keys, Home and End move focus and open the tab', async () => {
  const { tab, shown } = mountTabs();
  tab('description').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('additional_information')).toHaveFocus();
  expect(shown()).toEqual(['tab-additional_information']);
  await userEvent.keyboard('{End}');
  expect(tab('reviews')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('description')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('reviews')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('description')).toHaveFocus();
  expect(shown()).toEqual(['tab-description']);
});

test('a hash change opens the matching tab', () => {
  const { shown } = mountTabs();
  window.location.hash = '#tab-reviews';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(shown()).toEqual(['tab-reviews']);
  window.location.hash = '#main';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(shown()).toEqual(['tab-reviews']);
});

test('a .woocommerce-review-link opens the reviews', async () => {
  const { shown } = mountTabs();
  const link = document.createElement('a');
  link.className = 'woocommerce-review-link';
  link.href = '#reviews';
  link.textContent = '(2 değerlendirme)';
  document.body.prepend(link);
  await userEvent.click(link);
  expect(shown()).toEqual(['tab-reviews']);
});

test('unmounting gives the markup back, byte for byte, and the tabs no longer answer', async () => {
  const { stop, el, printed, tab, shown } = mountTabs('#reviews');
  await userEvent.click(tab('description'));
  stop();
  expect([...el.querySelectorAll<HTMLElement>('.wc-tab')].every((p) => p.style.display === '')).toBe(true);
  expect(tab('reviews')).not.toHaveAttribute('aria-selected');
  expect(el.querySelector('.active')).toBeNull();
  expect(el.outerHTML).toBe(printed);
  await userEvent.click(tab('reviews'));
  expect(shown()).toHaveLength(3);
});

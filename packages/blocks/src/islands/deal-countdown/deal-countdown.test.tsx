import { IslandError } from '@firsat/core/island';
import { resetConfig } from '@firsat/core/testing';
import { act, render } from '@testing-library/react';
import { DealCountdown } from './deal-countdown';
import { dealCountdownProps } from './props';

/** The markup product-blocks prints (Functions.php get_deals), with the site's labels. */
function serverMarkup(date: string, labels = ['Gün', 'Saat', 'Dakika', 'Saniye']) {
  const el = document.createElement('div');
  el.className = 'wopb-product-deals';
  el.setAttribute('data-date', date);
  el.innerHTML = `<div class="wopb-deals-date"><strong class="wopb-deals-counter-days">00</strong><span class="wopb-deals-periods">${labels[0]}</span></div><div class="wopb-deals-hour"><strong class="wopb-deals-counter-hours">00</strong><span class="wopb-deals-periods">${labels[1]}</span></div><div class="wopb-deals-minute"><strong class="wopb-deals-counter-minutes">00</strong><span class="wopb-deals-periods">${labels[2]}</span></div><div class="wopb-deals-seconds"><strong class="wopb-deals-counter-seconds">00</strong><span class="wopb-deals-periods">${labels[3]}</span></div>`;
  return el;
}

const text = (c: HTMLElement, unit: string) => c.querySelector(`.wopb-deals-counter-${unit}`)?.textContent;

describe('deal countdown props', () => {
  test('reads data-date as local midnight and the labels from the markup', () => {
    const props = dealCountdownProps.parse(serverMarkup('2026/12/31', ['Days', 'Hours', 'Mins', 'Secs']));
    expect(props.endDate).toEqual(new Date(2026, 11, 31));
    expect(props.cells.days).toEqual({ className: 'wopb-deals-date', label: 'Days' });
    expect(props.cells.seconds).toEqual({ className: 'wopb-deals-seconds', label: 'Secs' });
  });

  test('a bad date names the island, the attribute and the value', () => {
    expect(() => dealCountdownProps.parse(serverMarkup('yarın'))).toThrow(
      new IslandError('deal-countdown', 'data-date', 'yarın', 'is not a date in the form YYYY/MM/DD'),
    );
    expect(() => dealCountdownProps.parse(serverMarkup('yarın'))).toThrow(
      '[firsat] deal-countdown: data-date="yarın" — is not a date in the form YYYY/MM/DD',
    );
  });

  test('a missing date is reported as missing', () => {
    const el = serverMarkup('2026/01/01');
    el.removeAttribute('data-date');
    expect(() => dealCountdownProps.parse(el)).toThrow(
      '[firsat] deal-countdown: data-date=missing — is required',
    );
  });

  test('an end date given from code wins and need not be in the markup', () => {
    const el = document.createElement('div');
    const props = dealCountdownProps.parse(el, { endDate: '2027-03-01T12:00:00Z' as unknown as Date });
    expect(props.endDate.toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(Object.values(props.cells).map((c) => c.label)).toEqual(['Gün', 'Saat', 'Dakika', 'Saniye']);
  });

  test('labels for cells the markup lacks follow the page language', () => {
    document.documentElement.lang = 'en';
    resetConfig();
    try {
      const props = dealCountdownProps.parse(document.createElement('div'), { endDate: new Date() });
      expect(Object.values(props.cells).map((c) => c.label)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    } finally {
      document.documentElement.lang = '';
    }
  });

  test('describe() documents every prop for Storybook', () => {
    expect(dealCountdownProps.describe().map((d) => [d.name, d.attribute, d.required])).toEqual([
      ['endDate', 'data-date', true],
      ['cells', null, false],
    ]);
  });
});

describe('DealCountdown view', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  test('shows two-digit parts and ticks every second', () => {
    vi.setSystemTime(new Date(2026, 0, 1, 22, 58, 57));
    const props = dealCountdownProps.parse(serverMarkup('2026/01/03'));
    const { container } = render(<DealCountdown {...props} />);
    // Until 2026-01-03 00:00 local: 1 day, 1 h, 1 min, 3 s.
    expect([
      text(container, 'days'),
      text(container, 'hours'),
      text(container, 'minutes'),
      text(container, 'seconds'),
    ]).toEqual(['01', '01', '01', '03']);
    act(() => vi.advanceTimersByTime(1010));
    expect(text(container, 'seconds')).toBe('02');
    expect(container.querySelectorAll('.wopb-deals-periods')[0]?.textContent).toBe('Gün');
  });

  test('stops at zero', () => {
    vi.setSystemTime(new Date(2026, 0, 1, 23, 59, 58));
    const host = document.createElement('div');
    const props = dealCountdownProps.parse(serverMarkup('2026/01/02'));
    const { container } = render(<DealCountdown {...props} host={host} />);
    expect(text(container, 'seconds')).toBe('02');
    act(() => vi.advanceTimersByTime(5000));
    expect([
      text(container, 'days'),
      text(container, 'hours'),
      text(container, 'minutes'),
      text(container, 'seconds'),
    ]).toEqual(['00', '00', '00', '00']);
    expect(host).toHaveAttribute('data-state', 'ended');
    expect(host).toHaveAttribute('role', 'timer');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an end date in the past shows zeros', () => {
    vi.setSystemTime(new Date(2026, 5, 1));
    const props = dealCountdownProps.parse(serverMarkup('2026/01/01'));
    const { container } = render(<DealCountdown {...props} />);
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      '00',
      '00',
      '00',
      '00',
    ]);
  });
});

import { IslandError } from '@firsat/core/island';
import { resetConfig, startBehaviour } from '@firsat/core/testing';
import dealCountdownBehaviour from './island';
import { dealCountdownProps } from './props';

/** The markup product-blocks prints (Functions.php get_deals), with the site's labels. */
function serverMarkup(date: string, labels = ['Gün', 'Saat', 'Dakika', 'Saniye']) {
  const el = document.createElement('div');
  el.className = 'wopb-product-deals';
  el.setAttribute('data-date', date);
  el.innerHTML = `<div class="wopb-deals-date"><strong class="wopb-deals-counter-days">00</strong><span class="wopb-deals-periods">${labels[0]}</span></div><div class="wopb-deals-hour"><strong class="wopb-deals-counter-hours">00</strong><span class="wopb-deals-periods">${labels[1]}</span></div><div class="wopb-deals-minute"><strong class="wopb-deals-counter-minutes">00</strong><span class="wopb-deals-periods">${labels[2]}</span></div><div class="wopb-deals-seconds"><strong class="wopb-deals-counter-seconds">00</strong><span class="wopb-deals-periods">${labels[3]}</span></div>`;
  document.body.append(el);
  return el;
}

const text = (c: HTMLElement, unit: string) => c.querySelector(`.wopb-deals-counter-${unit}`)?.textContent;
const counters = (c: HTMLElement) => [...c.querySelectorAll('strong')].map((s) => s.textContent);

const stops: (() => void)[] = [];
async function start(el: HTMLElement, overrides?: Parameters<typeof startBehaviour>[2]) {
  await dealCountdownBehaviour.messages?.load();
  const { props, stop } = startBehaviour(dealCountdownBehaviour, el, overrides);
  stops.push(stop);
  return { props, stop };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  resetConfig();
});

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
    const el = serverMarkup('2026/01/01');
    el.removeAttribute('data-date');
    const props = dealCountdownProps.parse(el, { endDate: '2027-03-01T12:00:00Z' as unknown as Date });
    expect(props.endDate.toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(Object.values(props.cells).map((c) => c?.label)).toEqual(['Gün', 'Saat', 'Dakika', 'Saniye']);
  });

  test('an element without the plugin’s cells is an error: the island fills cells, it prints none', () => {
    const el = document.createElement('div');
    expect(() => dealCountdownProps.parse(el, { endDate: new Date() })).toThrow(
      new IslandError('deal-countdown', '.wopb-deals-counter-*', null, 'prints no countdown cells'),
    );
  });

  test('describe() documents every prop for Storybook', () => {
    expect(dealCountdownProps.describe().map((d) => [d.name, d.attribute, d.required])).toEqual([
      ['endDate', 'data-date', true],
      ['cells', null, false],
    ]);
  });
});

describe('deal countdown behaviour', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  test('shows two-digit parts in the printed cells and ticks every second', async () => {
    vi.setSystemTime(new Date(2026, 0, 1, 22, 58, 57));
    const el = serverMarkup('2026/01/03');
    const cells = [...el.children];
    await start(el);
    // Until 2026-01-03 00:00 local: 1 day, 1 h, 1 min, 3 s.
    expect([text(el, 'days'), text(el, 'hours'), text(el, 'minutes'), text(el, 'seconds')]).toEqual([
      '01',
      '01',
      '01',
      '03',
    ]);
    vi.advanceTimersByTime(1010);
    expect(text(el, 'seconds')).toBe('02');
    expect(el.querySelectorAll('.wopb-deals-periods')[0]?.textContent).toBe('Gün');
    // The server's cells themselves, not copies.
    expect([...el.children]).toEqual(cells);
  });

  test('stops at zero', async () => {
    vi.setSystemTime(new Date(2026, 0, 1, 23, 59, 58));
    const el = serverMarkup('2026/01/02');
    await start(el);
    expect(text(el, 'seconds')).toBe('02');
    vi.advanceTimersByTime(5000);
    expect(counters(el)).toEqual(['00', '00', '00', '00']);
    expect(el).toHaveAttribute('data-state', 'ended');
    expect(el).toHaveAttribute('role', 'timer');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an end date in the past shows zeros', async () => {
    vi.setSystemTime(new Date(2026, 5, 1));
    const el = serverMarkup('2026/01/01');
    for (const strong of el.querySelectorAll('strong')) strong.textContent = '12';
    await start(el);
    expect(counters(el)).toEqual(['00', '00', '00', '00']);
    expect(el).toHaveAttribute('data-state', 'ended');
  });

  test('an end date from code counts on the printed cells', async () => {
    vi.setSystemTime(new Date(2026, 0, 1, 12, 0, 0));
    const el = serverMarkup('2026/01/01');
    await start(el, { endDate: new Date(2026, 0, 1, 14, 0, 5) });
    expect(counters(el)).toEqual(['00', '02', '00', '05']);
  });

  test.each([
    ['tr', ['Gün', 'Saat', 'Dakika', 'Saniye']],
    ['en', ['Days', 'Hours', 'Minutes', 'Seconds']],
  ])(
    'cells the markup lacks are copies of a printed one, labelled in the page language (%s)',
    async (lang, labels) => {
      document.documentElement.lang = lang;
      resetConfig();
      vi.setSystemTime(new Date(2026, 0, 1, 22, 58, 57));
      const el = serverMarkup('2026/01/03', ['G', 'S', 'D', 'Sn']);
      el.querySelector('.wopb-deals-date')?.remove();
      el.querySelector('.wopb-deals-minute')?.remove();
      await start(el);
      expect([...el.children].map((c) => c.className)).toEqual([
        'wopb-deals-date',
        'wopb-deals-hour',
        'wopb-deals-minute',
        'wopb-deals-seconds',
      ]);
      expect(counters(el)).toEqual(['01', '01', '01', '03']);
      expect([...el.querySelectorAll('.wopb-deals-periods')].map((s) => s.textContent)).toEqual([
        labels[0],
        'S',
        labels[2],
        'Sn',
      ]);
    },
  );

  test('stopping gives back the server HTML byte for byte, copied cells removed', async () => {
    vi.setSystemTime(new Date(2026, 0, 1, 22, 58, 57));
    const el = serverMarkup('2026/01/03');
    el.querySelector('.wopb-deals-hour')?.remove();
    const printed = el.outerHTML;
    const { stop } = await start(el);
    vi.advanceTimersByTime(1010);
    expect(el.outerHTML).not.toBe(printed);
    stop();
    expect(el.outerHTML).toBe(printed);
    expect(vi.getTimerCount()).toBe(0);
  });
});

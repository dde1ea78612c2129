import { IslandError } from '@firsat/core/island';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sizeChartMarkup } from './fixtures';
import { sizeChartProps } from './props';
import { SizeChart } from './size-chart';

function productSummary(markup = sizeChartMarkup()) {
  document.body.innerHTML = `<div class="summary"><form class="cart"><button type="submit">Sepete ekle</button></form>${markup}</div>`;
  return document.querySelector('.wopb-chart-btn-wrapper') as HTMLElement;
}

/** Renders the island into its element, as the runtime does in replace mode. */
function mountChart(host: HTMLElement) {
  const props = sizeChartProps.parse(host);
  host.replaceChildren();
  render(<SizeChart {...props} host={host} />, { container: host });
  return screen.getByRole('button', { name: 'Beden tablosu' });
}

describe('size chart props', () => {
  test('read the button, the title, the body and the server modal from the plugin markup', () => {
    const host = productSummary();
    const { chart, closeAnimationMs } = sizeChartProps.parse(host);
    expect(chart.title).toBe('Tişört Beden Tablosu');
    expect(chart.serverModal).toBe(document.querySelector('.wopb-size-chart-modal'));
    expect(chart.button.map((n) => n.textContent).join('')).toBe('Beden tablosu');
    expect(closeAnimationMs).toBe(0);
  });

  test('a hidden title falls back to the button text', () => {
    const host = productSummary(sizeChartMarkup({ title: '' }));
    expect(sizeChartProps.parse(host).chart.title).toBe('Beden tablosu');
  });

  test('a missing modal or button names the island and the part', () => {
    document.body.innerHTML =
      '<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn">Beden</span></div>';
    const host = document.querySelector('.wopb-chart-btn-wrapper') as HTMLElement;
    expect(() => sizeChartProps.parse(host)).toThrow(
      '[firsat] size-chart: .wopb-size-chart-modal=missing — is missing: the chart modal must follow the button',
    );
    host.innerHTML = '';
    expect(() => sizeChartProps.parse(host)).toThrow(
      new IslandError('size-chart', '#wopb-chart-modal-btn', null, 'is required'),
    );
  });

  test('a bad data-close-animation is reported', () => {
    const host = productSummary();
    host.setAttribute('data-close-animation', 'yavaş');
    expect(() => sizeChartProps.parse(host)).toThrow(
      '[firsat] size-chart: data-close-animation="yavaş" — must be a number',
    );
  });
});

describe('SizeChart', () => {
  test('the span becomes a real button; a click opens the chart as a labelled modal with wopb-active', async () => {
    const host = productSummary();
    const button = mountChart(host);
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('id', 'wopb-chart-modal-btn');
    expect(button.querySelector('svg')).not.toBeNull();
    expect(document.querySelector('.wopb-size-chart-modal')).not.toBeVisible();

    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Tişört Beden Tablosu' });
    expect(dialog).toHaveClass('wopb-chart-modal-content');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('.wopb-size-chart-wrapper.wopb-size-chart-modal')).toHaveClass('wopb-active');
    expect(dialog.querySelector('.wopb-chart-body td.wopb-sc-head-col')).toHaveTextContent('Beden');
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveClass('wopb-chart-modal-close');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test.each([
    [
      'the close control',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Kapat' })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'a click outside the content',
      async () => {
        fireEvent.click(document.querySelector('.wopb-size-chart-wrapper.wopb-active') as HTMLElement);
      },
    ],
  ])('%s closes it and gives focus back to the button', async (_name, close) => {
    const user = userEvent.setup();
    const button = mountChart(productSummary());
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // user-event and fireEvent wrap their events in act themselves; an act around them nests one
    // act inside another that user-event runs outside the act environment.
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click inside the chart keeps it open', async () => {
    const user = userEvent.setup();
    await user.click(mountChart(productSummary()));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText('102'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test.each(['{Enter}', ' '])('keyboard: %s on the focused button opens it', async (key) => {
    const user = userEvent.setup();
    const button = mountChart(productSummary());
    button.focus();
    await user.keyboard(key);
    expect(screen.getByRole('dialog', { name: 'Tişört Beden Tablosu' })).toBeInTheDocument();
  });

  test('the server’s own modal stays hidden while the island runs, and comes back after', () => {
    const host = productSummary();
    const props = sizeChartProps.parse(host);
    const view = render(<SizeChart {...props} host={host} />, { container: document.createElement('div') });
    expect(props.chart.serverModal.hidden).toBe(true);
    view.unmount();
    expect(props.chart.serverModal.hidden).toBe(false);
  });

  test('data-close-animation keeps the closing chart for the animation + 20 ms (SPEC §9)', async () => {
    const host = productSummary();
    host.setAttribute('data-close-animation', '300');
    const button = mountChart(host);
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog');
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await act(async () => vi.advanceTimersByTime(319));
      expect(dialog).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1));
      expect(dialog).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

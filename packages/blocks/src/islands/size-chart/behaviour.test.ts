import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sizeChartMarkup } from './fixtures';
import sizeChartBehaviour from './island';
import { sizeChartProps } from './props';

/** Set to make the next opening fail as a chunk that cannot be fetched would. */
const failNextOpening = vi.hoisted(() => ({ value: false }));
vi.mock('./chart-dialog', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./chart-dialog')>();
  return {
    chartDialog: (options: Parameters<typeof actual.chartDialog>[0]) => {
      if (failNextOpening.value) {
        failNextOpening.value = false;
        throw new Error('offline');
      }
      return actual.chartDialog(options);
    },
  };
});

function productSummary(markup = sizeChartMarkup()) {
  document.body.innerHTML = `<div class="summary"><form class="cart"><button type="submit">Sepete ekle</button></form>${markup}</div>`;
  return document.querySelector('.wopb-chart-btn-wrapper') as HTMLElement;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) act(() => stop());
});

/** Starts the behaviour on its element, as the loader does. */
function mountChart(host: HTMLElement) {
  stops.push(startBehaviour(sizeChartBehaviour, host).stop);
  return screen.getByRole('button', { name: 'Beden tablosu' });
}

/** Presses the button and waits for the dialog, whose code loads on the first opening. */
async function openChart(user: { click(el: Element): Promise<void> }, button: HTMLElement) {
  await user.click(button);
  return screen.findByRole('dialog');
}

describe('size chart props', () => {
  test('read the button, the title, the body and the server modal from the plugin markup', () => {
    const host = productSummary();
    const { chart, closeAnimationMs } = sizeChartProps.parse(host);
    expect(chart.title).toBe('Tişört Beden Tablosu');
    expect(chart.modal).toBe(document.querySelector('.wopb-size-chart-modal'));
    expect(chart.content).toBe(document.querySelector('.wopb-chart-modal-content'));
    expect(chart.close).toBe(document.querySelector('.wopb-chart-modal-close'));
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

describe('size chart behaviour', () => {
  test('the span becomes a real button with the same id and content; the server modal is hidden', () => {
    const host = productSummary();
    const button = mountChart(host);
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('id', 'wopb-chart-modal-btn');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('svg')).not.toBeNull();
    expect(document.querySelector('.wopb-size-chart-modal')).not.toBeVisible();
  });

  test('a click opens the printed chart as a labelled modal with wopb-active, focus inside', async () => {
    const button = mountChart(productSummary());
    const printedBox = document.querySelector('.wopb-chart-modal-content');
    const dialog = await openChart(userEvent, button);
    expect(dialog).toBe(printedBox); // the plugin's own markup, not a copy
    expect(document.querySelectorAll('.wopb-size-chart-modal')).toHaveLength(1);
    expect(dialog).toHaveAccessibleName('Tişört Beden Tablosu');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('.wopb-size-chart-wrapper.wopb-size-chart-modal')).toHaveClass('wopb-active');
    expect(dialog.querySelector('.wopb-chart-body td.wopb-sc-head-col')).toHaveTextContent('Beden');
    const close = screen.getByRole('button', { name: 'Kapat' });
    expect(close).toHaveClass('wopb-chart-modal-close');
    expect(close.tabIndex).toBe(0);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(button).toHaveAttribute('aria-expanded', 'true');
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
    const dialog = await openChart(user, button);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // and it opens again
    await user.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  test('a click inside the chart keeps it open', async () => {
    const user = userEvent.setup();
    const dialog = await openChart(user, mountChart(productSummary()));
    await user.click(within(dialog).getByText('102'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('Enter on the focused close control closes it', async () => {
    const user = userEvent.setup();
    const button = mountChart(productSummary());
    await openChart(user, button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  test('a dialog chunk that cannot be fetched leaves the button, logs, and a later press opens', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const button = mountChart(productSummary());
    failNextOpening.value = true;
    await user.click(button);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[firsat] size-chart: the chart could not be opened',
        expect.any(Error),
      ),
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await openChart(user, button)).toBeInTheDocument();
    errors.mockRestore();
  });

  test.each(['{Enter}', ' '])('keyboard: %s on the focused button opens it', async (key) => {
    const user = userEvent.setup();
    const button = mountChart(productSummary());
    button.focus();
    await user.keyboard(key);
    expect(await screen.findByRole('dialog', { name: 'Tişört Beden Tablosu' })).toBeInTheDocument();
  });

  test('stopped, the span, the modal and the page are byte for byte as printed', async () => {
    const host = productSummary();
    const printed = document.body.innerHTML;
    const { stop } = startBehaviour(sizeChartBehaviour, host);
    const user = userEvent.setup();
    await openChart(user, screen.getByRole('button', { name: 'Beden tablosu' }));
    act(() => stop());
    expect(document.body.innerHTML).toBe(printed);
  });

  test('data-close-animation keeps the closing chart for the animation + 20 ms (SPEC §9)', async () => {
    const host = productSummary();
    host.setAttribute('data-close-animation', '300');
    await openChart(userEvent, mountChart(host));
    const modal = document.querySelector('.wopb-size-chart-modal') as HTMLElement;
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
      expect(modal).not.toHaveClass('wopb-active');
      await act(async () => vi.advanceTimersByTime(319));
      expect(modal.hidden).toBe(false);
      await act(async () => vi.advanceTimersByTime(1));
      expect(modal.hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

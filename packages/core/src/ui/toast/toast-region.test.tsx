import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createToastQueue } from './index';
import { ToastRegion } from './toast-region';

describe('ToastRegion', () => {
  test('one polite live region, present before any toast', () => {
    render(<ToastRegion queue={createToastQueue()} className="wopb-toasts" />);
    const region = screen.getByRole('status', { name: 'Bildirimler' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveClass('wopb-toasts');
    expect(region).toBeEmptyDOMElement();
  });

  test('shows queued toasts; each closes with its "Kapat" button', async () => {
    const user = userEvent.setup();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} toastClassName="wopb-modal-toast-wrapper" />);
    act(() => {
      queue.add('Karşılaştırmaya eklendi', { tone: 'success' });
      queue.add('İstek listesine eklendi');
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Karşılaştırmaya eklendi');
    const toast = screen.getByText('Karşılaştırmaya eklendi');
    expect(toast).toHaveClass('wopb-modal-toast-wrapper');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveAttribute('data-state', 'open');
    const [first] = within(region).getAllByRole('button', { name: 'Kapat' });
    await user.click(first as HTMLElement);
    expect(region).not.toHaveTextContent('Karşılaştırmaya eklendi');
    expect(region).toHaveTextContent('İstek listesine eklendi');
  });

  test('auto-closes after 5000 ms; hovering pauses the countdown', () => {
    vi.useFakeTimers();
    try {
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => {
        queue.add('bir');
        queue.add('iki');
      });
      fireEvent.mouseEnter(screen.getByText('iki'));
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByText('bir')).not.toBeInTheDocument();
      expect(screen.getByText('iki')).toBeInTheDocument();
      fireEvent.mouseLeave(screen.getByText('iki'));
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByText('iki')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  test('labels and rendering can be overridden', () => {
    const queue = createToastQueue();
    queue.add('Added');
    render(
      <ToastRegion
        queue={queue}
        label="Notifications"
        closeLabel="Close"
        closeClassName="x"
        renderToast={(toast) => <strong>{toast.message}!</strong>}
      />,
    );
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('x');
    expect(screen.getByText('Added!').tagName).toBe('STRONG');
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalContent } from './modal-content';
import { useModal } from './modal-context';
import {
  ModalClose,
  ModalContinue,
  ModalOverlay,
  ModalPortal,
  ModalTitle,
  ModalTrigger,
  ModalViewport,
} from './modal-parts';
import { ModalRoot, type ModalRootProps } from './modal-root';

function QuickView(props: Omit<ModalRootProps, 'children'>) {
  return (
    <>
      <button type="button">before</button>
      <ModalRoot {...props}>
        <ModalTrigger className="wopb-quickview-btn">Hızlı bakış</ModalTrigger>
        <ModalPortal>
          <ModalViewport className="wopb-modal-wrap" data-testid="wrap">
            <ModalOverlay className="wopb-modal-overlay" data-testid="overlay" />
            <ModalContent className="wopb-modal-content">
              <ModalTitle>Ürün</ModalTitle>
              <ModalClose className="wopb-modal-close" />
              <a href="/urun">Ürüne git</a>
              <ModalContinue className="wopb-modal-continue" />
            </ModalContent>
          </ModalViewport>
        </ModalPortal>
      </ModalRoot>
    </>
  );
}

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <span data-testid="state">{String(open)}</span>
      <QuickView open={open} onOpenChange={(next) => setOpen(next)} />
    </>
  );
}

function Done() {
  const modal = useModal();
  return (
    <button type="button" onClick={() => modal.setOpen(false, 'close')}>
      bitti
    </button>
  );
}

async function openModal(props: Omit<ModalRootProps, 'children'> = {}) {
  const user = userEvent.setup();
  render(<QuickView {...props} />);
  const trigger = screen.getByRole('button', { name: 'Hızlı bakış' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog');
  return { user, trigger, dialog };
}

describe('Modal', () => {
  test('opens as active with the classic class names, focus inside, body scroll locked', async () => {
    const { dialog, trigger } = await openModal();
    expect(screen.getByTestId('wrap')).toHaveClass('wopb-modal-wrap', 'active');
    expect(screen.getByTestId('wrap')).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveClass('wopb-modal-content');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('Tab and Shift+Tab stay inside the content', async () => {
    const { user, dialog } = await openModal();
    const close = screen.getByRole('button', { name: 'Kapat' });
    const link = screen.getByRole('link', { name: 'Ürüne git' });
    const next = screen.getByRole('button', { name: 'Alışverişe devam et' });
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    for (let i = 0; i < 5; i++) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}'), 'escape-key'],
    [
      'outside click',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('overlay')),
      'outside-press',
    ],
    [
      'Close',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Kapat' })),
      'close',
    ],
    [
      'Continue',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Alışverişe devam et' })),
      'continue',
    ],
  ])(
    '%s closes it, unmounts, fires onClosed, and focus returns to the trigger',
    async (_name, act, reason) => {
      const onOpenChange = vi.fn();
      const onClosed = vi.fn();
      const { user, trigger } = await openModal({ onOpenChange, onClosed });
      await act(user);
      expect(onOpenChange).toHaveBeenLastCalledWith(false, reason);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onClosed).toHaveBeenCalledTimes(1);
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(document.body.style.overflow).toBe('');
    },
  );

  test('a click inside the content does not close it', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('Ürün'));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  test('closeAnimationMs keeps it rendered as closed for the duration + 20 ms, then onClosed', async () => {
    vi.useFakeTimers();
    try {
      const onClosed = vi.fn();
      render(<QuickView defaultOpen closeAnimationMs={300} onClosed={onClosed} />);
      const dialog = screen.getByRole('dialog');
      fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
      expect(dialog).toHaveAttribute('data-state', 'closed');
      expect(screen.getByTestId('wrap')).toHaveAttribute('data-state', 'closed');
      await act(async () => vi.advanceTimersByTime(319));
      expect(dialog).toBeInTheDocument();
      expect(onClosed).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(dialog).not.toBeInTheDocument();
      expect(onClosed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test('controlled: follows `open`, reports requests through onOpenChange', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Hızlı bakış' }));
    expect(screen.getByTestId('state')).toHaveTextContent('true');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('state')).toHaveTextContent('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a handler that calls preventDefault keeps the modal open', async () => {
    const user = userEvent.setup();
    render(
      <ModalRoot defaultOpen>
        <ModalContent aria-label="Karşılaştır">
          <ModalClose onClick={(event) => event.preventDefault()} />
        </ModalContent>
      </ModalRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.getByRole('dialog', { name: 'Karşılaştır' })).toHaveAttribute('data-state', 'open');
  });

  test('useModal lets content close the modal; parts outside a root throw', () => {
    render(
      <ModalRoot defaultOpen>
        <ModalContent aria-label="x">
          <Done />
        </ModalContent>
      </ModalRoot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'bitti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ModalClose />)).toThrow(/ModalRoot/);
  });
});

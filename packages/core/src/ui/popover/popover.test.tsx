import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PopoverClose, PopoverContent, PopoverTitle, PopoverTrigger } from './popover-parts';
import { PopoverRoot, type PopoverRootProps } from './popover-root';

function SizeHint(props: Omit<PopoverRootProps, 'children'> & { portal?: boolean }) {
  const { portal, ...root } = props;
  return (
    <>
      <PopoverRoot {...root}>
        <PopoverTrigger className="wopb-chart-btn">Beden tablosu</PopoverTrigger>
        <PopoverContent portal={portal} className="wopb-chart-modal-content">
          <PopoverTitle>Bedenler</PopoverTitle>
          <a href="#olcu">Ölçü al</a>
          <PopoverClose className="wopb-chart-modal-close" />
        </PopoverContent>
      </PopoverRoot>
      <p>dışarı</p>
    </>
  );
}

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <output>{String(open)}</output>
      <SizeHint open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('Popover', () => {
  test('the trigger toggles a labelled, positioned dialog; focus moves in', async () => {
    const user = userEvent.setup();
    render(<SizeHint />);
    const trigger = screen.getByRole('button', { name: 'Beden tablosu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    await user.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Bedenler' });
    expect(panel).not.toHaveAttribute('aria-modal');
    expect(panel).toHaveClass('wopb-chart-modal-content');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(panel.style.position).toBe('absolute');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('link', { name: 'Ölçü al' })).toHaveFocus();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Escape closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SizeHint onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Beden tablosu' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape-key');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beden tablosu' })).toHaveFocus();
  });

  test('a press outside closes it; a press inside does not', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SizeHint onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Beden tablosu' }));
    await user.click(screen.getByText('Bedenler'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('dışarı'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'outside-press');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the Close part closes it and is named "Kapat"', async () => {
    const user = userEvent.setup();
    render(<SizeHint defaultOpen portal={false} />);
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('renders into body by default, in place with portal={false}', () => {
    const { container, unmount } = render(<SizeHint defaultOpen />);
    expect(container).not.toContainElement(screen.getByRole('dialog'));
    unmount();
    const again = render(<SizeHint defaultOpen portal={false} />);
    expect(again.container).toContainElement(screen.getByRole('dialog'));
  });

  test('controlled: follows `open`', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Beden tablosu' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

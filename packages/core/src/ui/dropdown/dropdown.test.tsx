import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownItem, DropdownList } from './dropdown-list';
import { DropdownRoot, type DropdownRootProps } from './dropdown-root';
import { DropdownTrigger } from './dropdown-trigger';
import { createOpenGroup } from './open-group';

const CURRENCIES = [
  ['TRY', 'Türk Lirası'],
  ['USD', 'Dolar'],
  ['EUR', 'Euro'],
  ['AED', 'Dirhem'],
] as const;

function Currency({
  label = 'Para birimi',
  ...props
}: Omit<DropdownRootProps, 'children'> & { label?: string }) {
  return (
    <DropdownRoot {...props}>
      <DropdownTrigger aria-label={label} className="wopb-selected-currency">
        {props.value ?? props.defaultValue ?? 'Seç'}
      </DropdownTrigger>
      <DropdownList className="wopb-select-container" aria-label={label}>
        {CURRENCIES.map(([code, name]) => (
          <DropdownItem
            key={code}
            value={code}
            disabled={code === 'AED' && label === 'kapalı'}
            className={({ selected }) => (selected ? 'hide-currency' : undefined)}
          >
            {name}
          </DropdownItem>
        ))}
      </DropdownList>
    </DropdownRoot>
  );
}

const active = () => {
  const id = screen.getByRole('combobox').getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Dropdown', () => {
  test('closed: a combobox button, no list', () => {
    render(<Currency />);
    const trigger = screen.getByRole('combobox', { name: 'Para birimi' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('click opens on the selected option; click on an option chooses it and closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Currency defaultValue="EUR" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox'));
    const list = screen.getByRole('listbox', { name: 'Para birimi' });
    expect(list).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('option', { name: 'Euro' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Euro' })).toHaveClass('hide-currency');
    expect(active()).toBe('Euro');
    await user.click(screen.getByRole('option', { name: 'Dolar' }));
    expect(onValueChange).toHaveBeenCalledWith('USD');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  test('keyboard: ArrowDown opens, arrows / Home / End move, Enter chooses', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Currency onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(active()).toBe('Türk Lirası');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Euro');
    expect(screen.getByRole('option', { name: 'Euro' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{End}');
    expect(active()).toBe('Dirhem');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Dirhem');
    await user.keyboard('{Home}');
    expect(active()).toBe('Türk Lirası');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Türk Lirası');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('USD');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  test('keyboard: ArrowUp opens on the last option; Space opens and chooses', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Currency onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Dirhem');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(active()).toBe('Türk Lirası');
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith('TRY');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('keyboard: Enter on the closed button opens it rather than clicking twice', async () => {
    const user = userEvent.setup();
    render(<Currency />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  test('typeahead finds options by their first letters, also while closed', async () => {
    const user = userEvent.setup();
    render(<Currency />);
    await user.tab();
    await user.keyboard('e');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(active()).toBe('Euro');
    await user.keyboard('{Escape}{ArrowDown}');
    await user.keyboard('di');
    expect(active()).toBe('Dirhem');
  });

  test('Escape and Tab close without choosing; Escape keeps focus on the button', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <>
        <Currency onValueChange={onValueChange} onOpenChange={onOpenChange} />
        <button type="button">sonraki</button>
      </>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape-key');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'tab');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sonraki' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('a press outside closes it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Currency />
        <p>dışarı</p>
      </>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByText('dışarı'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('disabled options are skipped by the keyboard and cannot be chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Currency label="kapalı" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: 'Dirhem' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{End}');
    expect(active()).toBe('Euro');
    await user.click(screen.getByRole('option', { name: 'Dirhem' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('only one dropdown of a group is open at a time', async () => {
    const user = userEvent.setup();
    const group = createOpenGroup();
    render(
      <>
        <Currency label="birinci" group={group} />
        <Currency label="ikinci" group={group} />
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'birinci' }));
    expect(screen.getByRole('listbox', { name: 'birinci' })).toBeInTheDocument();
    // Open the second by keyboard, so no outside press closes the first.
    screen.getByRole('combobox', { name: 'ikinci' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'ikinci' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'birinci' })).not.toBeInTheDocument();
    expect(group.current()).not.toBeNull();
  });

  test('the page-wide group is used by default', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Currency label="birinci" />
        <Currency label="ikinci" defaultOpen />
      </>,
    );
    expect(screen.getByRole('listbox', { name: 'ikinci' })).toBeInTheDocument();
    screen.getByRole('combobox', { name: 'birinci' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('listbox', { name: 'birinci' })).toBeInTheDocument();
  });

  test('controlled value and a list rendered in a portal', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(
      <DropdownRoot value="USD" onValueChange={onValueChange}>
        <DropdownTrigger>USD</DropdownTrigger>
        <DropdownList portal aria-label="Para birimi">
          <DropdownItem value="TRY">TL</DropdownItem>
          <DropdownItem value="USD">$</DropdownItem>
        </DropdownList>
      </DropdownRoot>,
    );
    await user.click(screen.getByRole('combobox'));
    const list = screen.getByRole('listbox');
    expect(container).not.toContainElement(list);
    expect(screen.getByRole('option', { name: '$' })).toHaveAttribute('data-state', 'checked');
    await user.click(screen.getByRole('option', { name: 'TL' }));
    expect(onValueChange).toHaveBeenCalledWith('TRY');
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: '$' })).toHaveAttribute('aria-selected', 'true');
  });
});

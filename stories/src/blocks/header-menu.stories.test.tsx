import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mounted } from '../story-test';
import * as menu from './header-menu.stories';

const Menu = composeStories(menu);

describe('header menu stories', () => {
  test('Closed: the toggle is a collapsed button, the panel hidden', async () => {
    const { container } = render(<Menu.Closed />);
    await mounted(container, '.site-header-menu');
    const toggle = screen.getByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('#site-handheld-navigation')).toHaveAttribute('hidden');
  });

  test('Open: the navigation as a dialog named Menü; Escape closes it and focus goes back', async () => {
    const { container } = render(<Menu.Open />);
    await mounted(container, '.site-header-menu');
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Mağaza' }));
    expect(screen.getByRole('link', { name: 'Menüyü kapat' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.querySelector('.menu-toggle')).toHaveFocus();
  });

  test('Broken: the island fails and the toggle stays the printed link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Menu.Broken />);
    await mounted(container, '.site-header-menu', 'error');
    expect(container.querySelector('.menu-toggle')).not.toHaveAttribute('role');
    vi.restoreAllMocks();
  });
});

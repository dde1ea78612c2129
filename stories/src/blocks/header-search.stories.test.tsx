import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mounted, storyServer } from '../story-test';
import * as search from './header-search.stories';

const Search = composeStories(search);
const page = storyServer();

describe('header search stories', () => {
  test('Closed: the toggle is a collapsed button named Ara, the overlay hidden', async () => {
    page.use(Search.Closed);
    const { container } = render(<Search.Closed />);
    await mounted(container, '.site-header-search');
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('#site-search-overlay')).toHaveAttribute('hidden');
  });

  test('Open: a dialog named Mağazada ara, focus in the search field', async () => {
    page.use(Search.Open);
    const { container } = render(<Search.Open />);
    await mounted(container, '.site-header-search');
    await screen.findByRole('dialog', { name: 'Mağazada ara' });
    expect(container.querySelector('.search-overlay input.wopb-search-input')).toHaveFocus();
  });

  test('Results: the product search inside shows its results; Escape closes them, then the overlay', async () => {
    page.use(Search.Results);
    const { container } = render(<Search.Results />);
    await mounted(container, '.site-header-search');
    const listbox = await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    expect(screen.getAllByRole('option').map((o) => o.textContent?.trim().slice(0, 15))).toEqual([
      'Akıllı Saat Pro',
      'Akıllı Robot Sü',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeVisible());
    expect(screen.getByRole('dialog', { name: 'Mağazada ara' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(container.querySelector('.search-toggle')).toHaveFocus());
    expect(container.querySelector('.search-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Broken: the island fails and the toggle stays the printed link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.use(Search.Broken);
    const { container } = render(<Search.Broken />);
    await mounted(container, '.site-header-search', 'error');
    expect(container.querySelector('.search-toggle')).not.toHaveAttribute('role');
    vi.restoreAllMocks();
  });
});

import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as search from './product-search.stories';

const Search = composeStories(search);
const page = storyServer();

describe('product search stories', () => {
  test('Idle: the printed block, its input a combobox', async () => {
    page.use(Search.Idle);
    const { container } = render(<Search.Idle />);
    await mounted(container, '.wopb-product-search-block');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('Results: categories and products as options', async () => {
    page.use(Search.Results);
    render(<Search.Results />);
    await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    expect(screen.getAllByRole('option').map((o) => o.textContent?.slice(0, 15))).toEqual([
      'Elektronik',
      'Akıllı Saat Pro',
      'Akıllı Robot Sü',
      'Kablosuz Blueto',
    ]);
  });

  test('NoResults: the empty-result heading', async () => {
    page.use(Search.NoResults);
    render(<Search.NoResults />);
    expect(await screen.findByRole('heading', { name: 'Sonuç bulunamadı' })).toBeInTheDocument();
  });

  test('ServerError and Offline: announced, SPEC §8 logged, the text kept', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
    page.use(Search.ServerError);
    const { unmount } = render(<Search.ServerError />);
    await waitFor(() => expect(live()).toBe('Arama yapılamadı. Lütfen tekrar deneyin.'));
    expect(log).toHaveBeenCalledWith('Error occured.please try again', 500);
    unmount();
    page.use(Search.Offline);
    render(<Search.Offline />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error occured.please try again', 0));
    expect(screen.getByRole('combobox')).toHaveValue('kah');
    vi.restoreAllMocks();
  });
});

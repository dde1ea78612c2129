import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
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

  test('ServerError and Offline: the error line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.use(Search.ServerError);
    const { unmount } = render(<Search.ServerError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Arama yapılamadı');
    unmount();
    page.use(Search.Offline);
    render(<Search.Offline />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Arama yapılamadı');
    vi.restoreAllMocks();
  });
});

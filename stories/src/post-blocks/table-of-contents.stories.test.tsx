import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as toc from './table-of-contents.stories';

const Toc = composeStories(toc);
const BLOCK = '.wp-block-ultimate-post-table-of-content';

describe('table of contents stories', () => {
  test('Contents: a named navigation; [Gizle] collapses it and hands focus to [Göster]', async () => {
    const { container } = render(<Toc.Contents />);
    await mounted(container, BLOCK);
    expect(screen.getByRole('navigation', { name: 'İçindekiler' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '[Gizle]' }).click());
    expect(container.querySelector('.ultp-block-toc-body')).toHaveStyle({ display: 'none' });
    expect(screen.getByRole('button', { name: '[Göster]' })).toHaveFocus();
  });

  test('Collapsed: the icon control is named and expands it', async () => {
    const { container } = render(<Toc.Collapsed />);
    await mounted(container, BLOCK);
    act(() => screen.getByRole('button', { name: 'İçindekileri göster' }).click());
    expect(container.querySelector('.ultp-block-toc-body')).toHaveStyle({ display: 'block' });
  });

  test('NoLinks: error state, server HTML kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Toc.NoLinks />);
    const host = await mounted(container, BLOCK, 'error');
    expect(host).not.toHaveAttribute('role');
    expect(
      errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] table-of-contents')),
    ).toHaveLength(1);
  });
});

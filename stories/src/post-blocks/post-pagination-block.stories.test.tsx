import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import * as block from './post-pagination-block.stories';

const Block = composeStories(block);

describe('post pagination block stories', () => {
  test('Default: the grid’s control shows in the block with the block’s classes', async () => {
    const { container } = render(<Block.Default />);
    await waitFor(() =>
      expect(container.querySelector('.ultp-pagination-block > .ultp-pagination-wrap')).not.toBeNull(),
    );
    const control = container.querySelector('.ultp-pagination-block > .ultp-pagination-wrap');
    expect(control).toHaveClass('ultp-block-sayfalar');
    expect(control).toHaveAttribute('data-for', 'ultp-block-sayfa01');
    expect(container.querySelector('.pagination-block-html')?.children).toHaveLength(0);
  });

  test('NothingToMove: the block stays empty', async () => {
    const { container } = render(<Block.NothingToMove />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.ultp-pagination-block')?.childElementCount).toBe(0);
  });
});

import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as chart from './size-chart.stories';

const SizeChart = composeStories(chart);

describe('size chart stories', () => {
  test('Closed: the span is now a real button', async () => {
    const { container } = render(<SizeChart.Closed />);
    await mounted(container, '.wopb-chart-btn-wrapper');
    expect(screen.getByRole('button', { name: 'Beden tablosu' })).toHaveAttribute(
      'id',
      'wopb-chart-modal-btn',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Open: an active modal labelled by the chart title', async () => {
    render(<SizeChart.Open />);
    const dialog = await screen.findByRole('dialog', { name: 'Tişört Beden Tablosu' });
    expect(dialog.closest('.wopb-size-chart-modal')).toHaveClass('wopb-active');
  });

  test('HiddenTitle: labelled by the button text', async () => {
    render(<SizeChart.HiddenTitle />);
    expect(await screen.findByRole('dialog', { name: 'Beden tablosu' })).toBeInTheDocument();
  });

  test('MissingModal: error state, server HTML kept, one console error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<SizeChart.MissingModal />);
    await mounted(container, '.wopb-chart-btn-wrapper', 'error');
    expect(container.querySelector('span#wopb-chart-modal-btn')).not.toBeNull();
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] size-chart'))).toHaveLength(1);
  });
});

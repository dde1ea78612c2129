import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as stories from './catalog-ordering.stories';

const { Default, SortedWithFilter } = composeStories(stories);

async function choose(container: HTMLElement, orderby: string) {
  const form = await mounted(container, 'form.woocommerce-ordering');
  const select = form.querySelector('select.orderby') as HTMLSelectElement;
  await act(async () => {
    select.value = orderby;
    fireEvent.change(select);
  });
}

test('Default: choosing another order submits the form with paged reset', async () => {
  const { container } = render(<Default />);
  expect(screen.getByRole('status')).toHaveTextContent('Henüz gönderilmedi.');
  await choose(container, 'price');
  expect(screen.getByRole('status')).toHaveTextContent('/magaza/?orderby=price&paged=1');
});

test('SortedWithFilter: the filter the page carries goes with the new order', async () => {
  const { container } = render(<SortedWithFilter />);
  await choose(container, 'date');
  expect(screen.getByRole('status')).toHaveTextContent('/magaza/?orderby=date&filter_renk=siyah&paged=1');
});

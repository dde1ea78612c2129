import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as dialogs from './dialog.stories';
import * as flexMenus from './flex-menu.stories';
import * as toasts from './toast.stories';

const { Printed, Confirm, Alert } = composeStories(dialogs);
const { Queue } = composeStories(toasts);
const { Wide } = composeStories(flexMenus);

test('the printed dialog opens named and described, and Escape closes it', async () => {
  render(<Printed />);
  fireEvent.click(screen.getByRole('button', { name: 'Kargo bilgisi' }));
  const box = await screen.findByRole('dialog', { name: 'Kargo bilgisi' });
  expect(box).toHaveAccessibleDescription('750 ₺ ve üzeri siparişlerde kargo ücretsizdir.');
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('kapandı: escape'));
});

test.each([
  ['confirm', Confirm, 'Sepeti boşalt', 'Tamam', 'true'],
  ['alert', Alert, 'Kuponu kaydet', 'Tamam', 'undefined'],
])('%s answers through its promise', async (_, Story, opener, button, answer) => {
  render(<Story />);
  fireEvent.click(screen.getByRole('button', { name: opener }));
  await screen.findByRole('alertdialog');
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent(answer));
});

test('the toast story shows the queue in its live region; undo runs', async () => {
  render(<Queue />);
  fireEvent.click(screen.getByRole('button', { name: 'İstek listesinden çıkar' }));
  expect(screen.getByRole('status', { name: 'Bildirimler' })).toHaveTextContent(
    'Ürün istek listesinden çıkarıldı',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Geri al' }));
  expect(screen.getByTestId('undone')).toHaveTextContent('1');
});

test('the flex menu story takes the printed tabs over and gives them back on unmount', () => {
  const { container, unmount } = render(<Wide />);
  const printed = container.innerHTML;
  // jsdom lays nothing out, so nothing wraps: the list stays as printed, links and order kept.
  expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
    'Tümü',
    'Giyim',
    'Elektronik',
    'Ev & Yaşam',
    'Mutfak',
    'Spor & Outdoor',
    'Kozmetik',
    'Kitap',
  ]);
  expect(container.querySelector('.flexMenu-viewMore')).toBeNull();
  unmount();
  expect(printed).toContain('data-name="Daha fazla"');
});

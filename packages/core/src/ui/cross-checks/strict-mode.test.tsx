import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { DropdownItem, DropdownList, DropdownRoot, DropdownTrigger } from '../dropdown/index';
import {
  ModalClose,
  ModalContent,
  ModalPortal,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  ModalViewport,
} from '../modal/index';

test('effects survive StrictMode double-invocation: focus, onClosed once, one-open group', async () => {
  const user = userEvent.setup();
  const onClosed = vi.fn();
  render(
    <StrictMode>
      <ModalRoot onClosed={onClosed}>
        <ModalTrigger>Aç</ModalTrigger>
        <ModalPortal>
          <ModalViewport>
            <ModalContent>
              <ModalTitle>Başlık</ModalTitle>
              <ModalClose />
            </ModalContent>
          </ModalViewport>
        </ModalPortal>
      </ModalRoot>
      <DropdownRoot>
        <DropdownTrigger aria-label="Sırala">Sırala</DropdownTrigger>
        <DropdownList aria-label="Sırala">
          <DropdownItem value="date">Tarih</DropdownItem>
          <DropdownItem value="price">Fiyat</DropdownItem>
        </DropdownList>
      </DropdownRoot>
    </StrictMode>,
  );
  await user.click(screen.getByRole('button', { name: 'Aç' }));
  expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onClosed).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Aç' })).toHaveFocus();
  await user.tab();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Fiyat' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('option', { name: 'Fiyat' })).toHaveAttribute('data-highlighted');
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import {
  ModalClose,
  ModalContent,
  ModalPortal,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  ModalViewport,
} from '../modal/index';

test('effects survive StrictMode double-invocation: focus in and back, onClosed once', async () => {
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
    </StrictMode>,
  );
  await user.click(screen.getByRole('button', { name: 'Aç' }));
  expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onClosed).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Aç' })).toHaveFocus();
});

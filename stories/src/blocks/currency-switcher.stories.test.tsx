import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as switcher from './currency-switcher.stories';

const Switcher = composeStories(switcher);

const { use } = storyServer();
beforeEach(() => sessionStorage.clear());

const log = () => document.querySelector('.story-log')?.textContent ?? '';

describe('currency switcher stories', () => {
  test('Closed: a button over a closed listbox', async () => {
    use(Switcher.Closed);
    const { container } = render(<Switcher.Closed />);
    const host = await mounted(container, '.wopb-currency-switcher-container');
    const button = host.querySelector('.wopb-selected-currency-container');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Para birimi: TRY');
  });

  test('Open: the list is open on its first option', async () => {
    use(Switcher.Open);
    const { container } = render(<Switcher.Open />);
    const host = await mounted(container, '.wopb-currency-switcher-container');
    await waitFor(() => expect(host).toHaveClass('open'));
    expect(host.querySelector('li[value="USD"]')).toHaveFocus();
  });

  test.each([
    ['Chosen', Switcher.Chosen, 'data=USD wpnonce='],
    ['ExpiredNonce', Switcher.ExpiredNonce, 'wpnonce=storyfresh1'],
  ])('%s: the mocked store keeps the choice and the page would reload', async (_n, Story, sent) => {
    use(Story);
    const { container } = render(<Story />);
    await mounted(container, '.wopb-currency-switcher-container');
    await waitFor(() => expect(log()).toContain('yeniden yüklenirdi'));
    expect(log()).toContain(sent);
  });

  test('Saving: the block shows wopb-block-loading', async () => {
    use(Switcher.Saving);
    const { container } = render(<Switcher.Saving />);
    await mounted(container, '.wopb-currency-switcher-container');
    await waitFor(() =>
      expect(container.querySelector('.wp-block-product-blocks-currency-switcher')).toHaveClass(
        'wopb-block-loading',
      ),
    );
  });

  test('ServerError: logs SPEC §8 with the status, shows the message, no loading', async () => {
    use(Switcher.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Switcher.ServerError />);
    await mounted(container, '.wopb-currency-switcher-container');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(container.querySelector('.wopb-currency-switcher-error')).toHaveTextContent(
      'Para birimi değiştirilemedi. Lütfen tekrar deneyin.',
    );
    expect(container.querySelector('.wp-block-product-blocks-currency-switcher')).not.toHaveClass(
      'wopb-block-loading',
    );
  });

  test('Announced: the note left before the reload is spoken once', async () => {
    use(Switcher.Announced);
    await Switcher.Announced.run?.();
    await waitFor(() =>
      expect(document.querySelector('[data-firsat-live-region]')).toHaveTextContent(
        'Para birimi USD olarak değiştirildi.',
      ),
    );
  });
});

import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mounted, storyServer } from '../story-test';
import * as search from './post-search.stories';

const Search = composeStories(search);
const { use } = storyServer();
const SEARCH = '.ultp-search-frontend.ultp-search-container';
const results = () => [...document.querySelectorAll('.result-data .ultp-result-data [role="option"]')];

beforeEach(() => sessionStorage.clear());

describe('advanced search stories', () => {
  test('Inline: “ist” finds the İstanbul posts (Turkish-aware), 3 a page, view all appends', async () => {
    use(Search.Inline);
    const { container } = render(<Search.Inline />);
    const block = await mounted(container, SEARCH);
    await userEvent.type(block.querySelector('input') as HTMLInputElement, 'ist');
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(document.querySelector('.ultp-viewall-results span')).toHaveTextContent('(1)');
    await userEvent.click(document.querySelector('.ultp-viewall-results') as HTMLElement);
    await waitFor(() => expect(results()).toHaveLength(4));
  });

  test('Popup: the icon opens the canvas with the focus in the input', async () => {
    use(Search.Popup);
    const { container } = render(<Search.Popup />);
    const block = await mounted(container, SEARCH);
    await userEvent.click(block.querySelector('.ultp-searchpopup-icon') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.result-data')).toHaveClass('popup-active'));
    expect(document.activeElement).toHaveClass('ultp-searchres-input');
  });

  test('ExpiredNonce: renewed once, the results come', async () => {
    use(Search.ExpiredNonce);
    const { container } = render(<Search.ExpiredNonce />);
    const block = await mounted(container, SEARCH);
    await userEvent.type(block.querySelector('input') as HTMLInputElement, 'kapadokya');
    await waitFor(() => expect(results()).toHaveLength(1));
  });

  test.each([
    ['ServerError', Search.ServerError, 500],
    ['Offline', Search.Offline, 0],
  ])('%s: logs SPEC §8 with the status, the loader goes', async (_n, Story, status) => {
    use(Story);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Story />);
    const block = await mounted(container, SEARCH);
    await userEvent.type(block.querySelector('input') as HTMLInputElement, 'ist');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status));
    expect(document.querySelector('.ultp-result-loader')).not.toHaveClass('active');
  });
});

import { COOKIE, removeCookie } from '@firsat/core/island';
import { resetStores } from '@firsat/core/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { mounted } from '../story-test';
import * as toggle from './dark-mode-toggle.stories';

const Toggle = composeStories(toggle);
const TOGGLE = '.ultp-dark-light-block-wrapper-content.ultp-frontend';

beforeEach(() => {
  removeCookie(COOKIE.colourMode);
  resetStores();
});
afterEach(() => removeCookie(COOKIE.colourMode));

describe('dark/light toggle stories', () => {
  test.each([
    ['Layout5', Toggle.Layout5],
    ['Layout6', Toggle.Layout6],
    ['Layout7', Toggle.Layout7],
    ['Layout1', Toggle.Layout1],
    ['Reversed', Toggle.Reversed],
  ])('%s: the light half turns the page dark and sets the cookie', async (_n, Story) => {
    const { container } = render(<Story />);
    const el = await mounted(container, TOGGLE);
    act(() => el.querySelector<HTMLElement>('.ultp-light-con')?.click());
    await waitFor(() => expect(el.querySelector('.ultp-dl-light')).toHaveClass('inactive'), {
      timeout: 2000,
    });
    expect(el.querySelector('.ultp-dl-dark')).not.toHaveClass('inactive');
    expect(document.cookie).toContain('ultplocalDLMode=ultpdark');
    expect(container.querySelector('.ultp-dark-logo img')).toHaveAttribute(
      'src',
      'https://firsat.example/wp-content/uploads/logo-koyu.svg',
    );
  });
});

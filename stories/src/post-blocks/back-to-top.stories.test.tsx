import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { mounted } from '../story-test';
import * as top from './back-to-top.stories';

const Top = composeStories(top);
const LINK = 'a.ultp-toc-backtotop';

describe('back to top stories', () => {
  test('LongPage: near the top the link is hidden (printed shown) and named', async () => {
    const { container } = render(<Top.LongPage />);
    const host = await mounted(container, LINK);
    expect(host).not.toHaveClass('tocshow');
    // hidden by the plugin's CSS (visibility) until 1000 px, so its name is read from the attribute
    expect(host).toHaveAttribute('aria-label', 'Sayfanın başına dön');
  });

  test('Named: the printed name stays', async () => {
    const { container } = render(<Top.Named />);
    const host = await mounted(container, LINK);
    expect(host).toHaveAttribute('aria-label', 'Yukarı çık');
  });
});

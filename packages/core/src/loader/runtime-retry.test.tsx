/**
 * A view's first start downloads React's group and core's texts. When that fails (the network
 * drops, a deploy swapped the chunks), the views waiting on the download fail and keep their
 * server HTML, and the next view asks again rather than inheriting the failure for the rest of
 * the page's life. (Here the texts fail; a failed React chunk takes the same path.)
 */
import { waitFor } from '@testing-library/react';
import { clearRegistry, defineIsland, islandModule, register } from '../island/index';
import { defineProps } from '../props/index';
import { resetController, scan, whenIdle } from './controller';

const texts = vi.hoisted(() => ({ failNext: true, askedFor: vi.fn() }));
vi.mock('../i18n/index', async (original) => {
  const actual = await original<typeof import('../i18n/index')>();
  return {
    ...actual,
    coreMessages: {
      load: () => {
        texts.askedFor();
        if (!texts.failNext) return actual.coreMessages.load();
        texts.failNext = false;
        return Promise.reject(new Error('texts: network error'));
      },
    },
  };
});

const noProps = defineProps('hello', {});
function Hello() {
  return <b className="hello">Merhaba</b>;
}
const hello = defineIsland<object>({
  name: 'hello',
  selector: '.classic-hello',
  load: async () => ({ default: islandModule({ props: noProps, View: Hello }) }),
});

// The runtime is a real application root here, not a Testing Library render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  resetController();
  clearRegistry();
  document.body.innerHTML = '';
});

test('a failed download fails the view waiting on it, leaving its HTML; the next view asks again and mounts', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  register(hello);
  document.body.innerHTML = '<div class="classic-hello" id="first">sunucu</div>';
  scan(document);
  await whenIdle();
  const first = document.getElementById('first');
  await waitFor(() => expect(first?.getAttribute('data-island-state')).toBe('error'));
  expect(first?.innerHTML).toBe('sunucu');
  expect(errors).toHaveBeenCalled();

  document.body.insertAdjacentHTML('beforeend', '<div class="classic-hello" id="second">sunucu</div>');
  scan(document);
  await whenIdle();
  await waitFor(() => expect(document.querySelector('#second .hello')?.textContent).toBe('Merhaba'));
  expect(texts.askedFor).toHaveBeenCalledTimes(2);
  errors.mockRestore();
});

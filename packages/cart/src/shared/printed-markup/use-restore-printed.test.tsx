import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { useRestorePrinted } from './use-restore-printed';

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/** A view that changes `el` in an effect and undoes only part of it in its cleanup. */
function View({ el }: { el: HTMLElement }) {
  useEffect(() => {
    el.style.display = 'none';
    el.setAttribute('role', 'region');
    return () => {
      el.style.display = '';
    };
  }, [el]);
  useRestorePrinted(() => [[el, ['style', 'role']]]);
  return null;
}

test('useRestorePrinted notes before the effects and restores after their cleanups', () => {
  const el = element('<div style="bottom: 0;"></div>');
  const holder = document.createElement('div');
  const { unmount } = render(<View el={el} />, { container: holder });
  expect(el.getAttribute('role')).toBe('region');
  unmount();
  expect(el.outerHTML).toBe('<div style="bottom: 0;"></div>');
});

import { act, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { lazyView } from './lazy-view';

function Greeting({ name }: { name: string }) {
  return createElement('p', { role: 'status' }, `Merhaba ${name}`);
}

function context() {
  const controller = new AbortController();
  const undo: (() => void)[] = [];
  return {
    signal: controller.signal,
    onCleanup: (step: () => void) => undo.push(step),
    stop: () => {
      controller.abort();
      for (const step of undo.splice(0).reverse()) step();
    },
  };
}

describe('lazyView', () => {
  test('downloads nothing until the first render, then renders the latest props into a container of its own', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const ctx = context();
    const view = lazyView(load, ctx);
    expect(load).not.toHaveBeenCalled();
    const first = view.render({ name: 'Ayşe' });
    void view.render({ name: 'Ömer' }); // while loading: the latest props win
    await act(() => first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Merhaba Ömer');
    await act(() => view.render({ name: 'İpek' }));
    expect(screen.getByRole('status')).toHaveTextContent('Merhaba İpek');
    act(() => ctx.stop());
    expect(document.querySelector('[data-firsat-view]')).toBeNull();
  });

  test('a failed download rejects; the next render tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const ctx = context();
    const view = lazyView(load, ctx);
    await expect(view.render({ name: 'Ayşe' })).rejects.toThrow('offline');
    expect(document.querySelector('[data-firsat-view]')).toBeNull();
    await act(() => view.render({ name: 'Ayşe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Merhaba Ayşe'));
    act(() => ctx.stop());
  });

  test('stopped while loading, nothing is rendered', async () => {
    const ctx = context();
    const view = lazyView(async () => ({ default: Greeting }), ctx);
    const pending = view.render({ name: 'Ayşe' });
    ctx.stop();
    await pending;
    expect(document.querySelector('[data-firsat-view]')).toBeNull();
  });
});

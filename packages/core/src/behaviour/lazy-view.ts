import type { ComponentType } from 'react';
import type { BehaviourContext } from '../island/index';

/** A React view a behaviour opens on demand (a modal, a viewer): rendered again with new props. */
export interface LazyView<P> {
  /**
   * Renders the view with `props`. The first call downloads the view's module with React and
   * react-dom, then renders the latest props; later calls re-render at once. Resolves once
   * rendered, or rejects if the download failed (the next call tries again).
   */
  render(props: P): Promise<void>;
}

type ViewLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A behaviour's way into React, for UI the server does not print: nothing of the view — its
 * code, React, floating-ui — downloads until the shopper first opens it. The view renders into a
 * container of its own at the end of `<body>` (a modal or viewer portals anyway); the
 * behaviour's cleanup unmounts it and removes the container, so the page is as printed again.
 */
export function lazyView<P extends object>(
  load: ViewLoader<P>,
  { signal, onCleanup }: Pick<BehaviourContext<unknown>, 'signal' | 'onCleanup'>,
): LazyView<P> {
  let latest: P;
  let paint: ((props: P) => void) | null = null;
  let loading: Promise<void> | null = null;

  return {
    render(props) {
      latest = props;
      if (paint) {
        paint(props);
        return Promise.resolve();
      }
      loading ??= Promise.all([load(), import('./view-root')]).then(
        ([{ default: View }, { createViewRoot }]) => {
          if (signal.aborted) return;
          const container = document.createElement('div');
          container.dataset.firsatView = '';
          document.body.append(container);
          const root = createViewRoot(container, View);
          onCleanup(() => {
            root.unmount();
            container.remove();
          });
          paint = root.render;
          paint(latest);
        },
        (error: unknown) => {
          loading = null; // a failed download is tried again on the next opening
          throw error;
        },
      );
      return loading;
    },
  };
}

import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * React's side of `lazyView`, in a module of its own so that React and react-dom download with
 * the first view a behaviour opens, never with the behaviour.
 */
export function createViewRoot<P extends object>(container: HTMLElement, View: ComponentType<P>) {
  const root = createRoot(container);
  return {
    render: (props: P) => root.render(createElement(View, props)),
    unmount: () => root.unmount(),
  };
}

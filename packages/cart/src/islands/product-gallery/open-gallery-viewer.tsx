import { createRoot } from 'react-dom/client';
import GalleryViewerDialog, { type GalleryViewerDialogProps } from './gallery-viewer';

/** The viewer rendered into a container of its own: render again with new props, unmount to end. */
export interface GalleryViewerHandle {
  render(props: GalleryViewerDialogProps): void;
  unmount(): void;
}

/**
 * The gallery behaviour's way into React: loaded (with React, react-dom and the modal) on the
 * viewer's first opening, it renders `GalleryViewerDialog` into `container`.
 */
export function openGalleryViewer(
  container: HTMLElement,
  props: GalleryViewerDialogProps,
): GalleryViewerHandle {
  const root = createRoot(container);
  const render = (next: GalleryViewerDialogProps) => root.render(<GalleryViewerDialog {...next} />);
  render(props);
  return { render, unmount: () => root.unmount() };
}

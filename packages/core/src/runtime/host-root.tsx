import { memo, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { IslandBoundary } from './island-boundary';
import type { HostedIsland, IslandHost } from './island-host';

function MountSignal({ host, id }: { host: IslandHost; id: number }) {
  // Rendered after its island's view: the batch's last one marks where React's commit begins.
  host.rendered();
  // A layout effect runs in the same commit as the island's content, before paint: the server
  // children it replaces are removed without a frame showing both.
  useLayoutEffect(() => host.replaced(id), [host, id]);
  // Passive effects run child first, siblings in order, so the view's own effects (its listeners
  // on the server markup) are in place before the island is announced as mounted.
  useEffect(() => host.mounted(id), [host, id]);
  return null;
}

/**
 * One island. Memoised: every batch gives the root a new list, and without it each batch would
 * render every island already on the page again (200 islands in batches of 25 rendered ~900 times).
 */
const HostedView = memo(function HostedView({ island, host }: { island: HostedIsland; host: IslandHost }) {
  const { View, props, el, id } = island;
  return (
    <IslandBoundary onError={(error) => host.failed(id, error)}>
      <Suspense fallback={null}>
        <View {...props} host={el} />
        <MountSignal host={host} id={id} />
      </Suspense>
    </IslandBoundary>
  );
});

/** Rendered first on every commit, so its passive effect runs before the islands' effects. */
function EffectsStart({ host }: { host: IslandHost }) {
  useEffect(() => host.effectsStarting());
  return null;
}

/** The page's one React tree: every island is a portal into its own server element. */
export function HostRoot({ host }: { host: IslandHost }) {
  // Empty at first: even the first batch comes through the subscription, as a transition (the
  // root's first render is not one, and React would render the whole batch in one task).
  const [islands, setIslands] = useState<HostedIsland[]>([]);

  useEffect(() => {
    const sync = () => startTransition(() => setIslands(host.getSnapshot()));
    const unsubscribe = host.subscribe(sync);
    // Islands added before this subscription must not be missed.
    sync();
    return unsubscribe;
  }, [host]);

  // Run after every commit of the root: the layout effect when its DOM changes are done, the
  // passive one after every island's own effects (in React 19 a parent's run after its
  // children's, and siblings' subtrees in order: EffectsStart's first).
  useLayoutEffect(() => host.committed(islands));
  useEffect(() => host.effectsDone(islands));

  return [
    <EffectsStart key="effects-start" host={host} />,
    ...islands.map((island) =>
      createPortal(<HostedView island={island} host={host} />, island.el, String(island.id)),
    ),
  ];
}

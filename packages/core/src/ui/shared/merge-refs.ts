import { type Ref, type RefCallback, useMemo } from 'react';

function assign<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node as T;
}

/** One stable callback ref that feeds several refs (the part's own and the caller's). */
export function useMergedRef<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useMemo(
    () => (node: T | null) => {
      assign(a, node);
      assign(b, node);
    },
    [a, b],
  );
}

import { useId, useLayoutEffect } from 'react';

/**
 * Gives a part an id (its own `id` prop, else a generated one) and registers it with the root
 * while mounted — how a title tells its dialog what labels it.
 */
export function useRegisteredId(id: string | undefined, register: (id: string | undefined) => void): string {
  const own = useId();
  const value = id ?? own;
  useLayoutEffect(() => {
    register(value);
    return () => register(undefined);
  }, [value, register]);
  return value;
}

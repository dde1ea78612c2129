import { useCallback, useState } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`). The setter reports every real change through `onChange`, with any extra
 * arguments (e.g. why it changed), and stores it only when uncontrolled.
 */
export function useControllableState<T, A extends unknown[] = []>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T, ...args: A) => void) | undefined,
): [T, (next: T, ...args: A) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T, ...args: A) => {
      if (Object.is(next, current)) return;
      if (!controlled) setInner(next);
      onChange?.(next, ...args);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}

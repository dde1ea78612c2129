import { useEffect, useState } from 'react';

/**
 * `true` while `open`, and for `delayMs` after it turns `false` — so a closing part can keep its
 * `data-state="closed"` on screen while the theme's close animation runs.
 */
export function useDelayedUnmount(open: boolean, delayMs: number): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    if (delayMs <= 0) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), delayMs);
    return () => clearTimeout(timer);
  }, [open, mounted, delayMs]);
  return mounted;
}

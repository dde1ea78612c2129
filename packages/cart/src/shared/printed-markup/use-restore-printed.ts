import { useEffect, useState } from 'react';
import { keepPrinted, type PrintedAttributes } from '../printed-attributes';

/**
 * A view's `keepPrinted`: noted at its first render, before any of its effects ran, and put back
 * when it unmounts. Call it after the view's other hooks: cleanups run in hook order, so this one
 * runs last, after theirs.
 */
export function useRestorePrinted(entries: () => PrintedAttributes): void {
  const [restore] = useState(() => keepPrinted(entries()));
  useEffect(() => restore, [restore]);
}

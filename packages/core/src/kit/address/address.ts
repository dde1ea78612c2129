/** A change to the query: a value sets the parameter, null removes it; the others are kept. */
export type QueryChange = Readonly<Record<string, string | null>>;

/** The page's address as the history keeps it: path, query and hash. */
export const currentAddress = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The query of `href` (the page's address by default). */
export const readQuery = (href: string = window.location.href): URLSearchParams =>
  new URL(href, window.location.href).searchParams;

/** `href` with `change` applied to its query, as path + query + hash; other parameters stay. */
export function addressWith(change: QueryChange, href: string = window.location.href): string {
  const url = new URL(href, window.location.href);
  for (const [name, value] of Object.entries(change)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Puts `next` (path + query + hash, or a full same-origin URL) in the address: `push` for a
 * place the reader chose (Back returns to the previous one), `replace` to keep where the reader
 * is (load more). The history's state is kept; the same address writes nothing. Answers whether
 * it wrote.
 */
export function writeAddress(next: string, mode: 'push' | 'replace'): boolean {
  const url = new URL(next, window.location.href);
  const relative = `${url.pathname}${url.search}${url.hash}`;
  if (relative === currentAddress()) return false;
  if (mode === 'push') window.history.pushState(window.history.state, '', relative);
  else window.history.replaceState(window.history.state, '', relative);
  return true;
}

/** `writeAddress(addressWith(change), mode)`: changes the query, keeping the other parameters. */
export const writeQuery = (change: QueryChange, mode: 'push' | 'replace'): boolean =>
  writeAddress(addressWith(change), mode);

type Listener = (query: URLSearchParams) => void;
const listeners = new Set<Listener>();
const dispatch = () => {
  const query = readQuery();
  // A copy, so a listener that leaves while being told does not skip another.
  for (const listener of [...listeners]) listener(query);
};

/**
 * Hears Back and Forward (the page's one `popstate` listener, shared by every island) with the
 * address's query, until `signal` aborts. The window listener is added with the first
 * subscriber and removed with the last.
 */
export function onAddressChange(listener: Listener, signal: AbortSignal): void {
  if (signal.aborted) return;
  // a wrapper of its own, so the same function subscribed twice is told twice and leaves twice
  const own: Listener = (query) => listener(query);
  if (listeners.size === 0) window.addEventListener('popstate', dispatch);
  listeners.add(own);
  signal.addEventListener(
    'abort',
    () => {
      listeners.delete(own);
      if (listeners.size === 0) window.removeEventListener('popstate', dispatch);
    },
    { once: true },
  );
}

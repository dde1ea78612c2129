/** Types of floor-plan.mjs (plain JavaScript so `node` runs it without a build). */
export interface Violation {
  kind:
    | 'deep-import'
    | 'cycle'
    | 'layer'
    | 'outside-root'
    | 'unresolved'
    | 'unlayered'
    | 'list-keys'
    | 'focus-trap'
    | 'history'
    | 'request-life'
    | 'island-role'
    | 'island-index'
    | 'island-http'
    | 'model-dom';
  file: string;
  message: string;
}
export interface TreeOptions {
  /** Top-level entries of the tree, lowest layer first; an import may only go down. */
  layers?: string[][];
  /** An island package: shared/ never imports islands/, islands never import each other. */
  islandPackage?: boolean;
}
export function checkTree(root: string, options?: TreeOptions): Violation[];
export function findCycles(graph: Map<string, Set<string>>): string[][];
/** Repo-relative paths (folders end in `/`) where arrow keys drive something that is not a list, with the reason. */
export const LIST_KEY_EXCEPTIONS: Record<string, string>;
/** Files under `root` outside the kit that handle arrow keys for a list. */
export function checkListKeys(root: string, options?: { exceptions?: Record<string, string> }): Violation[];
/** Repo-relative paths (folders end in `/`) allowed to trap Tab, with the reason: the kit's focus trap. */
export const FOCUS_TRAP_EXCEPTIONS: Record<string, string>;
/** Files under `root` outside the kit that trap Tab (prevent it and move focus). */
export function checkFocusTraps(root: string, options?: { exceptions?: Record<string, string> }): Violation[];
/** Repo-relative paths (folders end in `/`) allowed to write the history or make an AbortController, with the reason. */
export const HISTORY_AND_REQUEST_EXCEPTIONS: Record<string, string>;
/** Files under `root` outside the kit that write the history, listen to popstate or hand-write a request's life. */
export function checkHistoryAndRequests(
  root: string,
  options?: { exceptions?: Record<string, string> },
): Violation[];
/** Island folders under `root` (a package's src/) that break the folder contract: no behaviour.ts or view.tsx, an index.ts that does more than `export * from './definition'`, HTTP outside client.ts, DOM in model.ts. */
export function checkIslandContract(
  root: string,
  options?: { exceptions?: Record<string, string> },
): Violation[];

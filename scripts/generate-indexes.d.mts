/** Types of generate-indexes.mjs (plain JavaScript so `node` runs it without a build). */
/** The shared areas' test helpers each package's testing.ts publishes (area → names, or '*'). */
export const SHARED_TESTING: Record<string, Record<string, string[] | '*'>>;
/** The names a module exports (declarations and `export { … }`), each with whether it is a type only. */
export function exportsOf(file: string): { name: string; type: boolean }[];
/** The entries (index.ts, views.ts, testing.ts) of every island package: absolute path → text. */
export function generateIndexes(repo: string): Map<string, string>;

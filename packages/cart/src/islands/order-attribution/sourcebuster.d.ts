/** sourcebuster 1.1.0 ships no types: the part firsat uses. */
declare module 'sourcebuster' {
  export interface SbjsPrefs {
    /** Cookie lifetime in months (library default 6 months of 30 days). */
    lifetime?: number;
    /** Session length in minutes (default 30). */
    session_length?: number;
    timezone_offset?: number | string;
    /** A bare host shares cookies with subdomains; `isolate: true` keeps them on this host only. */
    domain?: string | { host: string; isolate: boolean };
  }
  /** Cookie containers (current, current_add, first, first_add, session, udata, promo), each a field map. */
  export type SbjsData = Record<string, Record<string, string | undefined> | undefined>;
  const sbjs: { init(prefs?: SbjsPrefs): void; get?: SbjsData };
  export default sbjs;
}

/** The same object from the library's sources (what `tracker.ts` imports). */
declare module 'sourcebuster/src/js/sourcebuster.js' {
  import sbjs from 'sourcebuster';
  export default sbjs;
}

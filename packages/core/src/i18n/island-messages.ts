import { getConfig } from '../config/index';
import type { Locale, Placeholders } from '../messages/index';
import { interpolate } from './interpolate';

type Texts = Readonly<Record<string, string>>;

/** The variables of one text: required exactly when it has `{placeholders}`. */
export type TextArgs<S extends string> = [Placeholders<S>] extends [never]
  ? []
  : [vars: Record<Placeholders<S>, string | number>];

/**
 * An island's own texts. `spec` holds SPEC.md's texts for this island (one language, verbatim,
 * inside the chunk); `tr` and `en` load firsat's own interface texts, one module per locale, so a
 * page fetches only its own locale's and only for the islands it has.
 */
export interface MessagesSpec<S extends Texts, U extends Texts> {
  spec?: S;
  tr: () => Promise<{ default: U }>;
  en: () => Promise<{ default: Record<keyof U, string> }>;
}

export interface IslandMessages<S extends Texts, U extends Texts> {
  /** Fetches the page locale's texts (once). The loader awaits it before the island starts. */
  load(): Promise<void>;
  /**
   * The text of `id` in the page locale with `{name}` placeholders filled in. A text the server
   * printed for the same id (`FirsatConfig.messages`, e.g. `i18n_view_cart` → `viewCart`) wins.
   */
  t<K extends keyof (S & U) & string>(id: K, ...args: TextArgs<(S & U)[K] & string>): string;
}

/** Declares an island's messages (see {@link MessagesSpec}); the island's chunk passes them to its module. */
export function defineMessages<
  S extends Texts = Record<never, string>,
  U extends Texts = Record<never, string>,
>(spec: MessagesSpec<S, U>): IslandMessages<S, U> {
  const loaded = new Map<Locale, Texts>();
  const pending = new Map<Locale, Promise<void>>();
  return {
    load() {
      const { locale } = getConfig();
      if (loaded.has(locale)) return Promise.resolve();
      let request = pending.get(locale);
      if (!request) {
        request = spec[locale]().then((module) => {
          loaded.set(locale, module.default);
        });
        pending.set(locale, request);
      }
      return request;
    },
    t(id, ...args) {
      const config = getConfig();
      const server = config.messages[id];
      const own = spec.spec?.[id] ?? loaded.get(config.locale)?.[id];
      if (own === undefined && !(typeof server === 'string' && server !== '')) {
        console.error(`[firsat] message "${id}" used before its island's messages loaded`);
      }
      const text = typeof server === 'string' && server !== '' ? server : (own ?? id);
      return interpolate(text, args[0] as Record<string, string | number> | undefined);
    },
  };
}

/**
 * The messages an island needs from several places — its own and those of a shared area it uses
 * (e.g. the cart session's announcements) — as the one `messages` its module declares.
 */
export function allMessages(...parts: { load(): Promise<void> }[]): { load(): Promise<void> } {
  return { load: () => Promise.all(parts.map((part) => part.load())).then(() => undefined) };
}

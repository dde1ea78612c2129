// @ts-check
/**
 * Which modules travel in one file. Left to itself, a bundler splits shared code by the set of
 * islands that use it: a product page then downloads 14 small shared chunks, each gzipped on its
 * own, so each starts with an empty dictionary (the same code as one file is ~13 KB smaller
 * gzipped) and each is a request. Two groups hold what always travels together:
 *
 * - `react`: React, react-dom and the scheduler, the view runtime (one root, portals), core's
 *   React UI (modal, popover, dropdown, their floating-ui) and `lazyView`'s root. A page
 *   downloads it when its first view opens, never before; every view (the rating widget, the
 *   gallery viewer, the size chart's dialog) needs all of it.
 * - `shop`: what nearly every shop island needs once it starts, on any page with a mini cart (so
 *   every page): the HTTP client (ky), props (valibot), config, texts, cookies, stores, events,
 *   core's behaviour helpers and server-HTML insertion, the cart session and cart DOM helpers.
 *
 * Everything else is split by use, as before: island chunks (`islands/<name>.js`), messages per
 * locale, keen-slider, DOMPurify, models shared by some islands. The loader's own modules
 * (`core/src/{loader,strategies,island,configure,snapshot-store}`) are in no group: the loader
 * must not import a group. `build.mjs` checks both rules and fails the build if one breaks.
 */

/** Path fragments (forward slashes) of each group's modules. */
export const GROUPS = {
  react: [
    '/node_modules/react/',
    '/node_modules/react-dom/',
    '/node_modules/scheduler/',
    '/node_modules/@floating-ui/',
    '/core/src/runtime/',
    '/core/src/ui/modal/',
    '/core/src/ui/popover/',
    '/core/src/ui/dropdown/',
    '/core/src/ui/toast/',
    '/core/src/ui/shared/',
    '/core/src/behaviour/view-root.ts',
  ],
  shop: [
    '/node_modules/ky/',
    '/node_modules/valibot/',
    '/node_modules/js-cookie/',
    '/node_modules/nanostores/',
    '/core/src/http/',
    '/core/src/config/',
    '/core/src/props/',
    '/core/src/cookies/',
    '/core/src/stores/',
    '/core/src/i18n/',
    '/core/src/events/',
    '/core/src/behaviour/',
    '/core/src/ui/live-region/',
    '/core/src/messages/catalogue.ts',
    '/core/src/messages/spec-messages.ts',
    '/core/src/messages/index.ts',
    '/core/src/html/insert-html.ts',
    '/core/src/html/sanitize-html.ts',
    '/core/src/html/apply-fragments.ts',
    '/core/src/html/html-to-text.ts',
    '/core/src/html/index.ts',
    '/cart/src/shared/cart-session/',
    '/cart/src/shared/cart-dom/',
  ],
};

/** The group a module belongs to, or undefined. */
export function groupOf(/** @type {string} */ id) {
  const path = id.replaceAll('\\', '/');
  for (const [name, fragments] of Object.entries(GROUPS))
    if (fragments.some((fragment) => path.includes(fragment))) return name;
  return undefined;
}

/** rolldown's `output.codeSplitting`: the groups, each module of a group and nothing more. */
export const codeSplitting = {
  includeDependenciesRecursively: false,
  groups: Object.keys(GROUPS).map((name) => ({
    name,
    test: (/** @type {string} */ id) => groupOf(id) === name,
  })),
};

import { type IslandModule, mount, register, unmount } from '@firsat/core';
import type { PropDoc, PropsSchema } from '@firsat/core/island';
import { clearRegistry, resetConfig } from '@firsat/core/testing';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { cutIslands, type DemoMarkup, fetchDemoPages, type IslandCut, printCuts } from './demo-markup';
import {
  firstStory,
  islandState,
  type RegisteredIsland,
  registeredIslands,
  storyFileOf,
  storyPage,
} from './story-files';

/**
 * Issue 10 item 7, issue 20: an island that fails to start leaves its server HTML byte for byte
 * as it was, apart from the runtime's own `data-island` / `data-island-state`, and fails alone.
 * For every registered island, on the markup the demo store prints for it (demo-markup.ts: one
 * store, each page fetched once, each island's elements cut out with their ancestors and the
 * page's body classes, beside the other islands of the same page), mounted through core's
 * `mount()`:
 *
 * - **bad input**: each typed `data-*` attribute its schema reads (from the schema's own docs),
 *   in turn, set to each value of its type the schema rejects (a whole number → `abc`, `-1`,
 *   `1.5`; a flag → `maybe`; a choice → one it does not list; a date → `yarın`; JSON → `{`; a
 *   URL → `javascript:…`). An id is a whole number. For schemas that read markup and have no
 *   typed attribute, an attribute of that markup, else the markup itself, taken away. Islands
 *   no input can fail are listed below, checked against the schema;
 * - **failed chunk**: its code does not load;
 * - **render error**: its code runs — the view's effects, the behaviour's binding — and then fails,
 *   so whatever it changed must be undone by its own cleanup.
 *
 * Each ends with the island in the error state, one console error per element naming the
 * island (and, for bad input, the attribute and the value), its HTML as printed, and the rest of
 * the page — the other islands of the page — untouched.
 */

/**
 * Islands that read nothing they could reject: no attribute, no required markup, and page
 * config that falls back to SPEC defaults (a malformed `#firsat-config` is ignored, not fatal).
 * The test checks each of these facts against the schema, so the list cannot silently grow.
 */
const CANNOT_FAIL_ON_INPUT: Record<string, string> = {
  'cart-form': 'no props: its fields are read when a person updates or removes',
  'cart-totals': 'no props: the shipping choices and coupon links are read when used',
  'catalog-ordering': 'no props: its select.orderby is looked up when it changes',
  'checkout-coupon': 'no props: the apply_coupon nonce comes from the page config when applying',
  'checkout-form':
    'no props: its fields, the nonce in #payment and wc_checkout_params are read when placing the order',
  'checkout-login': 'its one prop, wopb_core.security, comes from the page config (default when absent)',
  'checkout-review': 'no props: the nonce and the form’s fields are read on update_checkout',
  'mini-cart': 'no props: what it shows comes from the cart session’s fragments',
  notices: 'no props: it watches the notices the server prints into it',
  'order-attribution':
    'its props are the element’s tag (the inputs or the page script) and wc_order_attribution (defaults when absent)',
  'product-views': 'the product id is the body’s postid-<id> class; without one it sends nothing',
  'push-bell':
    'a page island: it reads only window.firsat_push (core’s readPushConfig, valibot); a missing or refused global means no bell and a console note, never a failure',
  'sales-notification':
    'a page island: it reads only body classes and wopb_core (defaults when absent); without wopb-notification-body it sends nothing',
  'store-notice': 'its one prop, the notice id, is any text (none: the bare cookie name)',
  'back-to-top':
    'no props: a printed link to the top (`a.ultp-toc-backtotop`); it reads only the page’s scroll',
  'post-pagination-block':
    'no props: it moves the grid parent’s hidden control into the block, and with none it leaves the block as printed',
  'sticky-video':
    'it reads no value: the surrounding .ultp-image-wrapper (always printed around it), the player and the close control, each found or not',
};

/**
 * Islands no demo page prints: their markup is their first story's (the plugin's, from their
 * fixtures). The test checks that the demo really prints none of them.
 */
const NOT_IN_DEMO: Record<string, string> = {
  'coming-soon-banner': 'the demo store is never in coming-soon mode',
};

/**
 * Markup an island reads beside its element, cut with it (the following siblings matching the
 * selector). The test fails when an island's demo markup does not parse as printed, so a
 * missing entry shows.
 */
const COMPANIONS: Record<string, string> = {
  'size-chart': '.wopb-size-chart-modal',
};

// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
type AnyModule = IslandModule<any>;
type Chunk = { default: AnyModule };

const { serve } = storyPage();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An element's HTML without the runtime's own state attributes, on it or inside it. */
function serverHtml(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const marked of [copy, ...copy.querySelectorAll('[data-island]')]) {
    marked.removeAttribute('data-island');
    marked.removeAttribute('data-island-state');
  }
  // A page island's state, on <html>.
  for (const name of copy.getAttributeNames())
    if (name.startsWith('data-island-')) copy.removeAttribute(name);
  return copy.outerHTML;
}

/** The whole page as printed: head and body, without the runtime's own attributes and React root. */
function pageHtml(): string {
  const copy = document.documentElement.cloneNode(true) as Element;
  for (const root of copy.querySelectorAll('[data-firsat-root]')) root.remove();
  return serverHtml(copy);
}

// --- the markup ----------------------------------------------------------------------------------

/** Prints the island's first story with every island held at the door, and cuts its elements. */
async function storyCut(entry: RegisteredIsland): Promise<IslandCut> {
  const path = storyFileOf(entry);
  const first = path ? firstStory(path) : undefined;
  if (!first) throw new Error(`"${entry.island.name}" has no story (see registry.stories.test.tsx)`);
  clearRegistry();
  for (const { island } of registeredIslands)
    register({ ...island, load: () => new Promise<never>(() => {}) });
  serve(first.Story);
  render(<first.Story />);
  const els = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`[data-island="${entry.island.name}"]`)];
    expect(found.length, `${path} (${first.name}) mounts no "${entry.island.name}"`).toBeGreaterThan(0);
    return found;
  });
  const cut: IslandCut = {
    page: `story:${entry.island.name}`,
    elements: els.map((el) => {
      const ancestors = [];
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        ancestors.unshift({
          tag: parent.localName,
          attributes: [...parent.attributes]
            .filter((a) => !a.name.startsWith('data-island'))
            .map((a): [string, string] => [a.name, a.value]),
        });
      return { root: 'body' as const, ancestors, html: serverHtml(el) };
    }),
  };
  cleanup();
  return cut;
}

const markup: DemoMarkup = cutIslands(await fetchDemoPages(), registeredIslands, COMPANIONS);
for (const entry of registeredIslands)
  if (!markup.cuts.has(entry.island.name) && NOT_IN_DEMO[entry.island.name])
    markup.cuts.set(entry.island.name, await storyCut(entry));

// --- bad input -----------------------------------------------------------------------------------

interface Corruption {
  what: string;
  /** the attribute and value the console error must name */
  names?: [string, string];
  /** Corrupts the element; returns what puts it back as it was. */
  apply(el: HTMLElement): () => void;
}

/** Puts every attribute back, in its printed order. */
function keepAttributes(el: Element): () => void {
  const printed = [...el.attributes].map((a) => [a.name, a.value] as const);
  return () => {
    for (const name of el.getAttributeNames()) el.removeAttribute(name);
    for (const [name, value] of printed) el.setAttribute(name, value);
  };
}

/** The values of each attribute type that must fail: by the type the schema's docs give. */
function badValues(type: string): string[] {
  if (type.startsWith('integer')) return ['abc', '-1', '1.5'];
  if (type.startsWith('number') || type === 'px') return ['abc', '-1'];
  if (type === 'boolean') return ['maybe'];
  if (/^'[^']*'( \| '[^']*')*$/.test(type)) return ['no-such-choice'];
  if (type.includes('JSON') || type.includes('object') || type.includes('[]')) return ['{'];
  if (type === 'URL') return ['javascript:alert(1)'];
  return ['yarın', 'abc', '{', '-1'];
}

/** Values no strict attribute type accepts, for the markup inside an element. */
const INSIDE_BAD_VALUES = ['çok', '{', '-1', ''];

const setAttribute =
  (attribute: string, value: string) =>
  (el: HTMLElement): (() => void) => {
    const back = keepAttributes(el);
    el.setAttribute(attribute, value);
    return back;
  };

/** Every typed attribute of the schema, each with each value of its type. */
function attributeCorruptions(docs: PropDoc[]): Corruption[] {
  return docs.flatMap(({ attribute, type, required }) => {
    if (attribute === null) return [];
    const out: Corruption[] = badValues(type).map((value) => ({
      what: `${attribute}="${value}" (${type})`,
      names: [attribute, value],
      apply: setAttribute(attribute, value),
    }));
    if (required)
      out.push({
        what: `required ${attribute} removed`,
        names: [attribute, 'missing'],
        apply: (el) => {
          const back = keepAttributes(el);
          el.removeAttribute(attribute);
          return back;
        },
      });
    return out;
  });
}

/** For schemas that read markup: an attribute inside, then the markup itself taken away. */
function markupCorruptions(els: HTMLElement[]): Corruption[] {
  const names = new Set(
    els.flatMap((el) => [...el.querySelectorAll('*')].flatMap((inner) => inner.getAttributeNames())),
  );
  const inside = [...names]
    // Structure (what is where) is the markup taken away, below; this is about values.
    .filter((name) => !name.startsWith('data-island') && !['class', 'id', 'style'].includes(name))
    .flatMap((name) =>
      INSIDE_BAD_VALUES.map(
        (value): Corruption => ({
          what: `${name}="${value}" inside`,
          apply: (el) => {
            const undo = [...el.querySelectorAll(`[${CSS.escape(name)}]`)].map((inner) => {
              const back = keepAttributes(inner);
              inner.setAttribute(name, value);
              return back;
            });
            return () => {
              for (const back of undo) back();
            };
          },
        }),
      ),
    );
  return [
    ...inside,
    {
      what: 'the markup its schema reads, taken away',
      apply: (el) => {
        const children = [...el.childNodes];
        el.replaceChildren();
        return () => el.replaceChildren(...children);
      },
    },
  ];
}

/** True when the schema rejects the element with the corruption applied (then undone). */
function rejects(schema: PropsSchema<unknown>, el: HTMLElement, corruption: Corruption): boolean {
  const undo = corruption.apply(el);
  try {
    schema.parse(el);
    return false;
  } catch {
    return true;
  } finally {
    undo();
  }
}

/** The island's elements as the demo printed them (alone in the document), for the schema. */
function elementsOf(name: string): HTMLElement[] {
  const cut = markup.cuts.get(name);
  return cut ? (printCuts(markup, cut.page).get(name) ?? []) : [];
}

// --- the table -----------------------------------------------------------------------------------

interface Case {
  island: string;
  entry: RegisteredIsland;
  module: AnyModule;
  corruption: Corruption;
}

const modules = new Map<string, AnyModule>();
for (const entry of registeredIslands) modules.set(entry.island.name, (await entry.island.load()).default);
const schemaOf = (name: string) => modules.get(name)?.props as PropsSchema<unknown>;

/** Each island's corruptions its schema rejects on every element the demo printed. */
const inputCases: Case[] = registeredIslands.flatMap((entry) => {
  const name = entry.island.name;
  const schema = schemaOf(name);
  const els = elementsOf(name);
  if (els.length === 0) return [];
  const docs = schema.describe();
  const keep = (corruption: Corruption) => els.every((el) => rejects(schema, el, corruption));
  let picked = attributeCorruptions(docs).filter(keep);
  if (picked.length === 0 && docs.some((d) => d.attribute === null)) {
    const first = markupCorruptions(els).find(keep);
    picked = first ? [first] : [];
  }
  return picked.map((corruption) => ({
    island: name,
    entry,
    module: modules.get(name) as AnyModule,
    corruption,
  }));
});

/**
 * Registers the island with the chunk the test gives it, prints its page (its own elements and
 * the page's other islands, which nothing mounts) and mounts it with core's `mount()`.
 */
async function mountOnItsPage(entry: RegisteredIsland, chunk: () => Promise<Chunk>) {
  const name = entry.island.name;
  const cut = markup.cuts.get(name) as IslandCut;
  clearRegistry();
  resetConfig();
  register({ ...entry.island, load: chunk });
  const path = storyFileOf(entry);
  const first = path ? firstStory(path) : undefined;
  // The endpoints its story mocks answer what its code asks before it fails.
  if (first) serve(first.Story);
  const els = printCuts(markup, cut.page).get(name) ?? [];
  return { els, name };
}

/** Mounts, waits for every element to report the error, then lets cleanups and late callbacks run. */
async function mountAndFail(entry: RegisteredIsland, els: HTMLElement[]): Promise<void> {
  // React's work is flushed inside act(), so the wait is too; mount's promise is not awaited:
  // a view whose effects throw settles only once React has given up on it.
  const failedAll = () => els.every((el) => islandState(entry, el) === 'error');
  await act(async () => {
    void mount(entry.island.name, els);
    for (let waited = 0; !failedAll() && waited < 10_000; waited += 20) await sleep(20);
  });
  for (const el of els) expect(islandState(entry, el), entry.island.name).toBe('error');
  await act(() => sleep(20));
}

let errors: { mock: { calls: unknown[][] } };
beforeEach(() => {
  // Each failure is reported once on the console: expected here, asserted below.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  // Every island, page islands included.
  unmount(document);
  document.head.replaceChildren();
  document.body.replaceChildren();
});
const reports = (name: string) =>
  errors.mock.calls
    .map((call) => String(call[0]))
    .filter((message) => message.startsWith(`[firsat] ${name}`));

describe('bad input', () => {
  test.each(inputCases.map((c) => [c.island, c.corruption.what, c] as const))(
    '%s: %s leaves the page as printed',
    async (_name, _what, { entry, module, corruption }) => {
      const { els, name } = await mountOnItsPage(entry, () => Promise.resolve({ default: module }));
      for (const el of els) corruption.apply(el);
      const els0 = els.map(serverHtml);
      const page = pageHtml();
      await mountAndFail(entry, els);
      expect(els.map(serverHtml), corruption.what).toEqual(els0);
      expect(pageHtml(), `${corruption.what}: the rest of the page`).toBe(page);
      const said = reports(name);
      expect(said).toHaveLength(els.length);
      if (corruption.names) {
        const [attribute, value] = corruption.names;
        for (const message of said) {
          expect(message).toContain(attribute);
          expect(message).toContain(value === 'missing' ? 'missing' : `"${value}"`);
        }
      }
    },
  );
});

const table = registeredIslands.map((entry) => [entry.island.name, entry] as const);

describe.each(table)('%s', (name, entry) => {
  test('is printed by the demo store (or listed with the reason), and its markup parses', () => {
    const page = markup.cuts.get(name)?.page;
    const printed = page !== undefined && !page.startsWith('story:');
    if (NOT_IN_DEMO[name]) expect(printed, `the demo prints "${name}": take it off NOT_IN_DEMO`).toBe(false);
    else expect(printed, `no demo page prints "${name}" (demo-pages.ts)`).toBe(true);
    for (const el of elementsOf(name)) expect(() => schemaOf(name).parse(el)).not.toThrow();
  });

  test('some input makes it fail, or it is listed with the reason', () => {
    const failing = inputCases.filter((c) => c.island === name);
    if (failing.length > 0) {
      expect(
        CANNOT_FAIL_ON_INPUT[name],
        `"${name}" fails on ${failing[0]?.corruption.what}: take it off the list`,
      ).toBe(undefined);
      return;
    }
    expect(
      CANNOT_FAIL_ON_INPUT[name],
      `no input makes "${name}" fail: list it with the reason`,
    ).toBeDefined();
    // Nor does the page config: a malformed #firsat-config is ignored, the defaults stand.
    const els = elementsOf(name);
    resetConfig();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="firsat-config">{"shop":</script>',
    );
    for (const el of els) expect(() => schemaOf(name).parse(el)).not.toThrow();
  });

  test('every typed attribute rejects a bad value; an id is a whole number', () => {
    const els = elementsOf(name);
    for (const { attribute, type } of schemaOf(name).describe()) {
      if (attribute === null) continue;
      const refused = (value: string) =>
        els.every((el) =>
          rejects(schemaOf(name), el, { what: value, apply: setAttribute(attribute, value) }),
        );
      // An id (data-postid, data-product_id) is a whole number: nothing else may be sent as one.
      if (/(postid|_id)$/.test(attribute))
        for (const value of ['abc', '-1', '1.5'])
          expect(refused(value), `${attribute}="${value}"`).toBe(true);
      if (type === 'string') continue;
      expect(badValues(type).some(refused), `${attribute} (${type}) accepts every value`).toBe(true);
    }
  });

  // A view's failure loads React's runtime first: slow on a busy machine.
  test('a chunk that does not load leaves the page as printed', { timeout: 30_000 }, async () => {
    const { els } = await mountOnItsPage(entry, () => Promise.reject(new Error('chunk failed to load')));
    const printed = els.map(serverHtml);
    const page = pageHtml();
    await mountAndFail(entry, els);
    expect(els.map(serverHtml)).toEqual(printed);
    expect(pageHtml()).toBe(page);
    expect(reports(name)).toHaveLength(els.length);
  });

  test('a failure after it started leaves the page as printed', { timeout: 30_000 }, async () => {
    const module = modules.get(name) as AnyModule;
    const { els } = await mountOnItsPage(entry, () =>
      Promise.resolve({ default: failingAfterStart(module) }),
    );
    const printed = els.map(serverHtml);
    const page = pageHtml();
    await mountAndFail(entry, els);
    expect(els.map(serverHtml)).toEqual(printed);
    expect(pageHtml()).toBe(page);
    expect(reports(name)).toHaveLength(els.length);
  });
});

test('the islands listed are registered ones', () => {
  const names = new Set(registeredIslands.map(({ island }) => island.name));
  for (const listed of [...Object.keys(CANNOT_FAIL_ON_INPUT), ...Object.keys(NOT_IN_DEMO)])
    expect(names).toContain(listed);
});

// --- render error --------------------------------------------------------------------------------

class AfterStartError extends Error {}

/** Fails once the view's own effects have run (a later sibling's effect throws). */
function FailAfterEffects(): null {
  useEffect(() => {
    throw new AfterStartError('failed after its effects ran');
  }, []);
  return null;
}

/** The island's chunk, failing right after it has started: React view or behaviour. */
function failingAfterStart(module: AnyModule): AnyModule {
  if (module.kind === 'behaviour') {
    return {
      ...module,
      start(el: HTMLElement, props: unknown) {
        module.start(el, props)();
        throw new AfterStartError('failed after binding');
      },
    };
  }
  const { View } = module;
  return {
    ...module,
    // biome-ignore lint/correctness/noComponentHookFactories: a stand-in for this island's own view
    // biome-ignore lint/suspicious/noExplicitAny: any view's props
    View: (props: any) => (
      <>
        <View {...props} />
        <FailAfterEffects />
      </>
    ),
  };
}

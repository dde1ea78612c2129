import { type IslandModule, register } from '@firsat/core';
import type { PropDoc, PropsSchema } from '@firsat/core/island';
import { clearRegistry, resetConfig } from '@firsat/core/testing';
import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { firstStory, type RegisteredIsland, registeredIslands, storyFileOf, storyPage } from './story-files';

/**
 * Issue 10 item 7: an island that fails to start leaves its server HTML byte for byte as it was,
 * apart from the runtime's own `data-island` / `data-island-state`. For every registered island,
 * on the classic markup its story prints, mounted through core's `mount()`:
 *
 * - **bad input**: an attribute its schema requires or types strictly, corrupted (chosen from the
 *   schema's own docs, and kept only if the schema really rejects it), else the markup its schema
 *   requires, taken away; islands no input can fail are listed below, checked against the schema;
 * - **failed chunk**: its code does not load;
 * - **render error**: its code runs — the view's effects, the behaviour's binding — and then fails,
 *   so whatever it changed must be undone by its own cleanup.
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
  'sales-notification':
    'it rides on the wopb_core script and reads only body classes and wopb_core (defaults when absent); without wopb-notification-body it sends nothing',
  'store-notice': 'its one prop, the notice id, is any text (none: the bare cookie name)',
};

// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
type AnyModule = IslandModule<any>;
type Chunk = { default: AnyModule };

const { serve } = storyPage();

/** The element's HTML without the runtime's own state attributes on it. */
function serverHtml(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.removeAttribute('data-island');
  copy.removeAttribute('data-island-state');
  return copy.outerHTML;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Prints the island's first story with the island held at the door: the story mounts it as
 * always, but its chunk waits for `open()`; every other island stays unloaded, so nothing but
 * the island under test touches the markup. Resolves with the elements the story mounted it on.
 */
async function printStory(entry: RegisteredIsland) {
  const path = storyFileOf(entry);
  const first = path ? firstStory(path) : undefined;
  if (!first) throw new Error(`"${entry.island.name}" has no story (see registry.stories.test.tsx)`);
  let open!: (chunk: Promise<Chunk>) => void;
  const gate = new Promise<Chunk>((resolve) => {
    open = (chunk) => resolve(chunk);
  });
  clearRegistry();
  register({ ...entry.island, load: () => gate });
  for (const { island } of registeredIslands)
    if (island.name !== entry.island.name) register({ ...island, load: () => new Promise<never>(() => {}) });
  serve(first.Story);
  render(<first.Story />);
  const els = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`[data-island="${entry.island.name}"]`)];
    expect(found.length, `${path} (${first.name}) mounts no "${entry.island.name}"`).toBeGreaterThan(0);
    return found;
  });
  return { els, open };
}

/** Waits for every element to report the error, then lets cleanups and late callbacks run. */
async function failed(els: HTMLElement[]): Promise<void> {
  await waitFor(() => {
    for (const el of els) expect(el).toHaveAttribute('data-island-state', 'error');
  });
  await act(() => sleep(50));
}

// --- bad input --------------------------------------------------------------------------------

interface Corruption {
  what: string;
  /** Corrupts the element; returns what puts it back as it was. */
  apply(el: HTMLElement): () => void;
}

/** Puts every attribute back, in its printed order. */
function keepAttributes(el: HTMLElement): () => void {
  const printed = [...el.attributes].map((a) => [a.name, a.value] as const);
  return () => {
    for (const name of el.getAttributeNames()) el.removeAttribute(name);
    for (const [name, value] of printed) el.setAttribute(name, value);
  };
}

/** Values no strict attribute type accepts: not a number, a flag, a choice, JSON or an id. */
const BAD_VALUES = ['çok', '{', '-1', ''];

/** An attribute of the markup inside the element, set to a bad value wherever it is printed. */
function insideCorruptions(els: HTMLElement[]): Corruption[] {
  const names = new Set(
    els.flatMap((el) => [...el.querySelectorAll('*')].flatMap((inner) => inner.getAttributeNames())),
  );
  return (
    [...names]
      // Structure (what is where) is the markup taken away, below; this is about values.
      .filter((name) => !name.startsWith('data-island') && !['class', 'id', 'style'].includes(name))
      .flatMap((name) =>
        BAD_VALUES.map((value) => ({
          what: `${name}="${value}" inside`,
          apply: (el: HTMLElement) => {
            const undo = [...el.querySelectorAll(`[${CSS.escape(name)}]`)].map((inner) => {
              const back = keepAttributes(inner as HTMLElement);
              inner.setAttribute(name, value);
              return back;
            });
            return () => {
              for (const back of undo) back();
            };
          },
        })),
      )
  );
}

/**
 * What may be corrupted, in order: the element's own attributes its schema describes (required
 * ones, then strict types without a default, then with one); for schemas that read markup, an
 * attribute of that markup, then the markup itself taken away.
 */
function corruptions(docs: PropDoc[], els: HTMLElement[]): Corruption[] {
  const attributes = docs.filter((d): d is PropDoc & { attribute: string } => d.attribute !== null);
  const rank = (d: PropDoc) => (d.required ? 0 : d.fallback === null ? 1 : 2);
  const out: Corruption[] = [];
  for (const { attribute, required, type } of [...attributes].sort((a, b) => rank(a) - rank(b))) {
    const undo = keepAttributes;
    if (required)
      out.push({
        what: `required ${attribute} removed`,
        apply: (el) => {
          const back = undo(el);
          el.removeAttribute(attribute);
          return back;
        },
      });
    for (const value of BAD_VALUES)
      out.push({
        what: `${attribute}="${value}" (${type})`,
        apply: (el) => {
          const back = undo(el);
          el.setAttribute(attribute, value);
          return back;
        },
      });
  }
  if (docs.some((d) => d.attribute === null)) out.push(...insideCorruptions(els));
  if (docs.some((d) => d.attribute === null))
    out.push({
      what: 'the markup its schema reads, taken away',
      apply: (el) => {
        const children = [...el.childNodes];
        el.replaceChildren();
        return () => el.replaceChildren(...children);
      },
    });
  return out;
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

/** The first corruption the schema rejects on every element. */
function pickCorruption(schema: PropsSchema<unknown>, els: HTMLElement[]): Corruption | undefined {
  return corruptions(schema.describe(), els).find((corruption) =>
    els.every((el) => rejects(schema, el, corruption)),
  );
}

const schemaOf = (module: AnyModule) => module.props as PropsSchema<unknown>;

// --- render error ------------------------------------------------------------------------------

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

// --- the table ---------------------------------------------------------------------------------

const table = registeredIslands.map((entry) => [entry.island.name, entry] as const);

describe.each(table)('%s', (name, entry) => {
  let errors: { mock: { calls: unknown[][] } };
  beforeEach(() => {
    // Each failure is reported once on the console: expected here, asserted below.
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  const reported = () =>
    errors.mock.calls.filter((call) => String(call[0]).startsWith(`[firsat] ${name}`)).length;

  test('bad input leaves the server HTML as it was', async () => {
    const { els, open } = await printStory(entry);
    const module = (await entry.island.load()).default;
    const corruption = pickCorruption(schemaOf(module), els);
    if (!corruption) {
      expect(
        CANNOT_FAIL_ON_INPUT[name],
        `no input makes "${name}" fail: list it with the reason`,
      ).toBeDefined();
      // Nor does the page config: a malformed #firsat-config is ignored, the defaults stand.
      resetConfig();
      document.head.insertAdjacentHTML(
        'beforeend',
        '<script type="application/json" id="firsat-config">{"shop":</script>',
      );
      for (const el of els) expect(() => schemaOf(module).parse(el)).not.toThrow();
      return;
    }
    expect(CANNOT_FAIL_ON_INPUT[name], `"${name}" fails on ${corruption.what}: take it off the list`).toBe(
      undefined,
    );
    for (const el of els) corruption.apply(el);
    const printed = els.map(serverHtml);
    open(Promise.resolve({ default: module }));
    await failed(els);
    expect(els.map(serverHtml), corruption.what).toEqual(printed);
    expect(reported()).toBe(els.length);
  });

  test('a chunk that does not load leaves the server HTML as it was', async () => {
    const { els, open } = await printStory(entry);
    const printed = els.map(serverHtml);
    open(Promise.reject(new Error('chunk failed to load')));
    await failed(els);
    expect(els.map(serverHtml)).toEqual(printed);
    expect(reported()).toBe(els.length);
  });

  test('a failure after it started leaves the server HTML as it was', async () => {
    const { els, open } = await printStory(entry);
    const printed = els.map(serverHtml);
    const module = (await entry.island.load()).default;
    open(Promise.resolve({ default: failingAfterStart(module) }));
    await failed(els);
    expect(els.map(serverHtml)).toEqual(printed);
    expect(reported()).toBe(els.length);
  });
});

test('the islands listed as unable to fail on input are registered ones', () => {
  const names = new Set(registeredIslands.map(({ island }) => island.name));
  for (const listed of Object.keys(CANNOT_FAIL_ON_INPUT)) expect(names).toContain(listed);
});

import { deferred, resetConfig } from '@firsat/core/testing';
import { HOODIE, HOODIE_ATTRIBUTES, variation } from '../../shared/testing';
import { type ChosenAttributes, type Variation, variationMessages } from '../../shared/variation';
import {
  changeBetween,
  createVariationFormState,
  type OptionsLookup,
  VARIATION_ALERTS,
  VARIATION_INITIAL_CHECK_MS,
  type VariationFormChange,
  type VariationFormSnapshot,
  type VariationFormState,
  type VariationLookup,
  variationQuantity,
  variationQuantityValue,
} from './model';

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_size';

const hoodie = (initial?: ChosenAttributes) =>
  createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: HOODIE, initial });

const byId = (id: number): Variation => {
  const found = HOODIE.find((v) => v.variation_id === id);
  if (!found) throw new Error(`no variation ${id}`);
  return found;
};

beforeEach(() => resetConfig());

describe('the blocked-add alerts and the no-match message, verbatim (SPEC §5, §8)', () => {
  test.each([
    ['selection-needed', 'Please select some product options before adding this product to your cart.'],
    ['unavailable', 'Sorry, this product is unavailable. Please choose a different combination.'],
    ['no-match', 'Please select some product options before adding this product to your cart.'],
  ] as const)('%s alerts “%s”', (status, text) => {
    expect(variationMessages.t(VARIATION_ALERTS[status])).toBe(text);
  });

  test('the page-load check runs after 100 ms (SPEC §9)', () => {
    expect(VARIATION_INITIAL_CHECK_MS).toBe(100);
  });
});

type Expected = Pick<VariationFormSnapshot, 'status' | 'variationId' | 'showReset' | 'alert' | 'disabled'>;
const needed = (showReset: boolean): Expected => ({
  status: 'selection-needed',
  variationId: null,
  showReset,
  alert: 'variationSelectOptions',
  disabled: true,
});
const enabled = (variationId: number): Expected => ({
  status: 'enabled',
  variationId,
  showReset: true,
  alert: null,
  disabled: false,
});
const unavailable = (variationId: number): Expected => ({
  status: 'unavailable',
  variationId,
  showReset: true,
  alert: 'variationUnavailable',
  disabled: true,
});

describe('on page load, the default selection is matched silently', () => {
  test.each<[string, ChosenAttributes | undefined, Expected]>([
    ['no defaults', undefined, needed(false)],
    ['a colour only', { [COLOR]: 'red' }, needed(true)],
    ['a complete, buyable default', { [COLOR]: 'red', [SIZE]: 'Small' }, enabled(15)],
    ['a complete default that is out of stock', { [COLOR]: 'green', [SIZE]: 'Large' }, unavailable(20)],
    [
      'a default no variation has falls back to not chosen',
      { [COLOR]: 'purple', [SIZE]: 'Small' },
      needed(true),
    ],
  ])('%s', (_name, initial, expected) => {
    const snapshot = hoodie(initial).getSnapshot();
    expect(snapshot).toMatchObject(expected);
    expect(snapshot.notice).toBeNull();
    expect(snapshot.pending).toBe(false);
  });

  test('the chosen map holds every attribute, empty when not chosen', () => {
    expect(hoodie({ [COLOR]: 'red', other: 'x' }).getSnapshot().chosen).toEqual({
      [COLOR]: 'red',
      [SIZE]: '',
    });
  });
});

type Step = [attribute: string, value: string] | 'reset';
const run = (state: VariationFormState, steps: readonly Step[]) => {
  for (const step of steps) {
    if (step === 'reset') state.reset();
    else state.choose(step[0], step[1]);
  }
  return state.getSnapshot();
};

describe('choosing on the real Hoodie data', () => {
  test.each<[string, Step[], Expected, Record<string, string>]>([
    [
      'colour then size',
      [
        [COLOR, 'red'],
        [SIZE, 'Small'],
      ],
      enabled(15),
      { [COLOR]: 'red', [SIZE]: 'Small' },
    ],
    [
      'size then colour',
      [
        [SIZE, 'Large'],
        [COLOR, 'blue'],
      ],
      enabled(18),
      { [COLOR]: 'blue', [SIZE]: 'Large' },
    ],
    [
      'out of stock',
      [
        [COLOR, 'green'],
        [SIZE, 'Large'],
      ],
      unavailable(20),
      { [COLOR]: 'green', [SIZE]: 'Large' },
    ],
    [
      'a change re-matches',
      [
        [COLOR, 'green'],
        [SIZE, 'Large'],
        [COLOR, 'blue'],
      ],
      enabled(18),
      { [COLOR]: 'blue', [SIZE]: 'Large' },
    ],
    [
      'clearing one attribute',
      [
        [COLOR, 'red'],
        [SIZE, 'Small'],
        [SIZE, ''],
      ],
      needed(true),
      { [COLOR]: 'red', [SIZE]: '' },
    ],
    [
      'reset clears everything',
      [[COLOR, 'red'], [SIZE, 'Small'], 'reset'],
      needed(false),
      { [COLOR]: '', [SIZE]: '' },
    ],
    [
      'an unknown attribute is ignored',
      [['attribute_fit', 'slim']],
      needed(false),
      { [COLOR]: '', [SIZE]: '' },
    ],
  ])('%s', (_name, steps, expected, chosen) => {
    const snapshot = run(hoodie(), steps);
    expect(snapshot).toMatchObject(expected);
    expect(snapshot.chosen).toEqual(chosen);
    expect(snapshot.notice).toBeNull();
  });

  test('the matched variation is exposed, and cleared with its id by a change', () => {
    const state = hoodie({ [COLOR]: 'red', [SIZE]: 'Small' });
    expect(state.getSnapshot().variation).toBe(byId(15));
    state.choose(COLOR, '');
    expect(state.getSnapshot()).toMatchObject({ variation: null, variationId: null, quantity: null });
  });

  test('options() gives the availability of each value given the other choices', () => {
    const state = hoodie();
    state.choose(COLOR, 'green');
    expect(
      state.options(SIZE).map(({ value, disabled, unavailable }) => [value, disabled, unavailable]),
    ).toEqual([
      ['Small', false, false],
      ['Large', false, true],
    ]);
  });
});

describe('edge cases the real data has none of', () => {
  const red = (id: number, size: string, extra: Partial<Variation> = {}) =>
    variation(id, { [COLOR]: 'red', [SIZE]: size }, extra);
  test.each<[string, Variation[], Step[], Partial<VariationFormSnapshot>]>([
    [
      'a choice the new one makes unreachable is cleared',
      [red(1, 'Small'), variation(2, { [COLOR]: 'blue', [SIZE]: 'Large' })],
      [
        [SIZE, 'Large'],
        [COLOR, 'red'],
      ],
      { status: 'selection-needed', chosen: { [COLOR]: 'red', [SIZE]: '' } },
    ],
    [
      'a choice that only reaches inactive variations is cleared',
      [red(1, 'Small'), variation(2, { [COLOR]: 'blue', [SIZE]: 'Small' }, { variation_is_active: false })],
      [
        [SIZE, 'Small'],
        [COLOR, 'blue'],
      ],
      { status: 'selection-needed', chosen: { [COLOR]: 'blue', [SIZE]: '' } },
    ],
    [
      'not visible is unavailable',
      [red(1, 'Small', { variation_is_visible: false })],
      [
        [COLOR, 'red'],
        [SIZE, 'Small'],
      ],
      { status: 'unavailable', variationId: 1 },
    ],
    [
      'not purchasable is unavailable',
      [red(1, 'Small', { is_purchasable: false })],
      [
        [COLOR, 'red'],
        [SIZE, 'Small'],
      ],
      { status: 'unavailable', alert: 'variationUnavailable' },
    ],
    [
      'an "any size" variation matches every size',
      [red(7, '')],
      [
        [COLOR, 'red'],
        [SIZE, 'XL'],
      ],
      { status: 'enabled', variationId: 7 },
    ],
  ])('%s', (_name, variations, steps, expected) => {
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations });
    expect(run(state, steps)).toMatchObject(expected);
  });

  test('no match once all are chosen: disabled, the selection alert and the no-match notice', () => {
    const state = createVariationFormState({ attributeNames: [SIZE], variations: HOODIE });
    state.choose(SIZE, 'XL');
    expect(state.getSnapshot()).toMatchObject({
      status: 'no-match',
      variation: null,
      variationId: null,
      disabled: true,
      alert: 'variationSelectOptions',
      notice: 'variationNoMatch',
      showReset: true,
    });
    expect(variationMessages.t('variationNoMatch')).toBe(
      'Sorry, no products matched your selection. Please choose a different combination.',
    );
    state.choose(SIZE, 'Small');
    expect(state.getSnapshot()).toMatchObject({ status: 'enabled', notice: null });
  });

  test('a form without attributes never matches', () => {
    const state = createVariationFormState({ attributeNames: [], variations: HOODIE });
    expect(state.getSnapshot()).toMatchObject({ status: 'selection-needed', showReset: false });
  });
});

describe('quantity follows the variation (SPEC §5)', () => {
  test.each<[string, Variation, ReturnType<typeof variationQuantity>]>([
    ['min 1, max 10', byId(15), { bounds: { min: 1, max: 10 }, value: undefined, hidden: false }],
    ['no max when out of stock', byId(20), { bounds: { min: 1, max: '' }, value: undefined, hidden: false }],
    [
      'sold individually: 1, field hidden',
      variation(1, {}, { is_sold_individually: 'yes', min_qty: 1, max_qty: 1 }),
      { bounds: { min: 1, max: '' }, value: 1, hidden: true },
    ],
    [
      'custom limits',
      variation(1, {}, { min_qty: 2, max_qty: 6 }),
      { bounds: { min: 2, max: 6 }, value: undefined, hidden: false },
    ],
  ])('%s', (_name, v, expected) => {
    expect(variationQuantity(v)).toEqual(expected);
  });

  test.each<[string, Variation[], number, number, boolean]>([
    [
      'the current value is clamped into the variation limits',
      [variation(1, { [SIZE]: 'S' }, { max_qty: 10 })],
      25,
      10,
      false,
    ],
    [
      'a value below the variation min is raised',
      [variation(1, { [SIZE]: 'S' }, { min_qty: 3 })],
      1,
      3,
      false,
    ],
    [
      'sold individually forces 1',
      [variation(1, { [SIZE]: 'S' }, { is_sold_individually: 'yes' })],
      4,
      1,
      true,
    ],
  ])('%s', (_name, variations, start, expected, hidden) => {
    const form = createVariationFormState({ attributeNames: [SIZE], variations });
    form.choose(SIZE, 'S');
    const q = form.getSnapshot().quantity;
    if (!q) throw new Error('no quantity');
    expect(variationQuantityValue(q, String(start), '1')).toBe(expected);
    expect(q.hidden).toBe(hidden);
  });
});

describe('subscribe', () => {
  test('hears each change once; a choice that changes nothing stays silent', () => {
    const state = hoodie();
    const heard: string[] = [];
    const unsubscribe = state.subscribe((s) => heard.push(`${s.status}:${s.variationId}`));
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    state.choose(SIZE, 'Small');
    state.choose(SIZE, 'Large');
    state.reset();
    state.reset();
    expect(heard).toEqual(['selection-needed:null', 'enabled:15', 'enabled:16', 'selection-needed:null']);
    unsubscribe();
    state.choose(COLOR, 'red');
    expect(heard).toHaveLength(4);
  });
});

// ---- Without preloaded variations (data-product_variations="false"): ask the server. ----

function server() {
  const calls: {
    chosen: Readonly<Record<string, string>>;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<Variation | false>>;
  }[] = [];
  const lookup: VariationLookup = (chosen, signal) => {
    const answer = deferred<Variation | false>();
    calls.push({ chosen, signal, answer });
    return answer.promise;
  };
  return { calls, lookup };
}

/** A form without preloaded variations that asks `lookup`, from an optional default selection. */
const asking = (lookup: VariationLookup, initial?: ChosenAttributes) =>
  createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup, initial });

const call = <T>(list: readonly T[], index: number): T => {
  const item = list[index];
  if (!item) throw new Error(`no call ${index}`);
  return item;
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('server lookup', () => {
  test('needs a lookup function', () => {
    expect(() => createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false })).toThrow(
      /lookup/,
    );
  });

  test('asks once every attribute is chosen, pending meanwhile, then enables', async () => {
    const { calls, lookup } = server();
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup });
    state.choose(COLOR, 'red');
    expect(calls).toHaveLength(0);
    state.choose(SIZE, 'Small');
    expect(calls).toHaveLength(1);
    expect(call(calls, 0).chosen).toEqual({ [COLOR]: 'red', [SIZE]: 'Small' });
    expect(state.getSnapshot()).toMatchObject({
      status: 'selection-needed',
      pending: true,
      variationId: null,
    });
    call(calls, 0).answer.resolve(byId(15));
    await flush();
    expect(state.getSnapshot()).toMatchObject({ status: 'enabled', pending: false, variationId: 15 });
  });

  test.each<[string, Variation | false, Partial<VariationFormSnapshot>]>([
    ['a variation out of stock', byId(20), { status: 'unavailable', alert: 'variationUnavailable' }],
    [
      'the bare `false` body: no match',
      false,
      { status: 'no-match', notice: 'variationNoMatch', alert: 'variationSelectOptions' },
    ],
  ])('answer: %s', async (_name, answer, expected) => {
    const { calls, lookup } = server();
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup });
    state.choose(COLOR, 'green');
    state.choose(SIZE, 'Large');
    call(calls, 0).answer.resolve(answer);
    await flush();
    expect(state.getSnapshot()).toMatchObject({ ...expected, pending: false });
  });

  test('stale answers are ignored and their requests aborted', async () => {
    const { calls, lookup } = server();
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup });
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    state.choose(SIZE, 'Large');
    expect(call(calls, 0).signal.aborted).toBe(true);
    expect(call(calls, 1).signal.aborted).toBe(false);
    call(calls, 1).answer.resolve(byId(16));
    call(calls, 0).answer.resolve(byId(15));
    await flush();
    expect(state.getSnapshot()).toMatchObject({ status: 'enabled', variationId: 16 });
  });

  test('an answer arriving after a reset or a change to incomplete is ignored', async () => {
    const { calls, lookup } = server();
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup });
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    state.reset();
    call(calls, 0).answer.resolve(byId(15));
    state.choose(COLOR, 'blue');
    state.choose(SIZE, 'Small');
    state.choose(SIZE, '');
    call(calls, 1).answer.resolve(byId(17));
    await flush();
    expect(state.getSnapshot()).toMatchObject({
      status: 'selection-needed',
      pending: false,
      variationId: null,
    });
    expect(calls).toHaveLength(2);
  });

  test('a failed lookup makes the button unavailable and reports the error', async () => {
    const { calls, lookup } = server();
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup });
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    const failure = new Error('offline');
    call(calls, 0).answer.reject(failure);
    await flush();
    expect(state.getSnapshot()).toMatchObject({
      status: 'unavailable',
      alert: 'variationUnavailable',
      disabled: true,
      pending: false,
      variation: null,
      error: failure,
    });
    // The next change clears the failure and asks again.
    state.choose(SIZE, 'Large');
    expect(state.getSnapshot()).toMatchObject({
      status: 'selection-needed',
      pending: true,
      error: undefined,
    });
  });

  test('the page-load check asks for a complete default, and a miss shows no notice', async () => {
    const { calls, lookup } = server();
    const state = asking(lookup, { [COLOR]: 'red', [SIZE]: 'Small' });
    expect(calls).toHaveLength(0);
    expect(state.getSnapshot()).toMatchObject({
      status: 'selection-needed',
      pending: false,
      showReset: true,
    });
    state.check();
    expect(state.getSnapshot().pending).toBe(true);
    call(calls, 0).answer.resolve(false);
    await flush();
    expect(state.getSnapshot()).toMatchObject({
      status: 'no-match',
      notice: null,
      alert: 'variationSelectOptions',
    });
  });

  test('every offered value stays enabled: the server decides', () => {
    const { lookup } = server();
    const state = createVariationFormState({ attributeNames: HOODIE_ATTRIBUTES, variations: false, lookup });
    expect(state.options(SIZE, ['Small', 'Large']).every((option) => !option.disabled)).toBe(true);
    expect(state.options(SIZE)).toEqual([]);
  });
});

describe('what the page shows: the page-load check, the shown variation and each change', () => {
  const heard = (state: VariationFormState) => {
    const changes: VariationFormChange[] = [];
    state.subscribe((_snapshot, change) => changes.push(change));
    return changes;
  };

  test('nothing is shown before the page-load check, though the default is matched', () => {
    const state = hoodie({ [COLOR]: 'blue', [SIZE]: 'Large' });
    expect(state.getSnapshot()).toMatchObject({ checked: false, variationId: 18, shown: null });
  });

  test('the check shows the default silently: shown, no announcement, nothing hidden', () => {
    const state = hoodie({ [COLOR]: 'blue', [SIZE]: 'Large' });
    const changes = heard(state);
    state.check();
    expect(state.getSnapshot()).toMatchObject({ checked: true, shown: byId(18) });
    expect(changes).toEqual([{ hidden: false, shown: byId(18), announce: null, failures: [] }]);
  });

  test('a new match hides the shown one and shows itself; a change to incomplete only hides', () => {
    const state = hoodie();
    state.check();
    const changes = heard(state);
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    state.choose(SIZE, 'Large');
    state.choose(COLOR, '');
    expect(changes.map(({ hidden, shown }) => [hidden, shown?.variation_id ?? null])).toEqual([
      [false, null],
      [false, 15],
      [true, 16],
      [true, null],
    ]);
    expect(state.getSnapshot().shown).toBeNull();
  });

  test('an unavailable match is announced once, when the status becomes unavailable', () => {
    const state = hoodie();
    state.check();
    const changes = heard(state);
    state.choose(COLOR, 'green');
    state.choose(SIZE, 'Large');
    expect(changes.map((change) => change.announce)).toEqual([null, 'variationUnavailable']);
  });

  test('the check announces nothing, even a no-match default; a later no-match is announced', async () => {
    const { calls, lookup } = server();
    const state = asking(lookup, { [COLOR]: 'red', [SIZE]: 'Small' });
    const changes = heard(state);
    state.check();
    call(calls, 0).answer.resolve(false);
    await flush();
    state.choose(SIZE, 'Large');
    call(calls, 1).answer.resolve(false);
    await flush();
    expect(changes.map((change) => change.announce)).toEqual([null, null, null, 'variationNoMatch']);
  });

  test('a failure is reported once, with the change that brings it', async () => {
    const { calls, lookup } = server();
    const state = asking(lookup);
    state.check();
    const changes = heard(state);
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    const failure = new Error('offline');
    call(calls, 0).answer.reject(failure);
    await flush();
    expect(changes.map((change) => change.failures)).toEqual([[], [], [failure]]);
  });

  test('changeBetween compares what is shown by identity, not by id', () => {
    const before = hoodie({ [COLOR]: 'red', [SIZE]: 'Small' });
    before.check();
    const snapshot = before.getSnapshot();
    const copy = { ...snapshot, shown: { ...byId(15) } };
    expect(changeBetween(snapshot, copy)).toMatchObject({ hidden: true, shown: copy.shown });
    expect(changeBetween(snapshot, snapshot)).toEqual({
      hidden: false,
      shown: null,
      announce: null,
      failures: [],
    });
  });
});

describe('the partial-choice endpoint (remote options)', () => {
  function optionsServer() {
    const calls: {
      chosen: Readonly<Record<string, string>>;
      signal: AbortSignal;
      answer: ReturnType<typeof deferred<Record<string, string[]> | null>>;
    }[] = [];
    const optionsLookup: OptionsLookup = (chosen, signal) => {
      const answer = deferred<Record<string, string[]> | null>();
      calls.push({ chosen, signal, answer });
      return answer.promise;
    };
    return { calls, optionsLookup };
  }
  const remoteForm = (optionsLookup: OptionsLookup) =>
    createVariationFormState({
      attributeNames: HOODIE_ATTRIBUTES,
      variations: false,
      lookup: server().lookup,
      optionsLookup,
    });

  test('asked at the check and after every choice and reset, with the choice so far', () => {
    const { calls, optionsLookup } = optionsServer();
    const state = remoteForm(optionsLookup);
    expect(calls).toHaveLength(0);
    state.check();
    state.choose(COLOR, 'red');
    state.reset();
    expect(calls.map((c) => c.chosen)).toEqual([
      { [COLOR]: '', [SIZE]: '' },
      { [COLOR]: 'red', [SIZE]: '' },
      { [COLOR]: '', [SIZE]: '' },
    ]);
    expect(calls.slice(0, 2).every((c) => c.signal.aborted)).toBe(true);
  });

  test('its answer disables the values it leaves out and is part of the snapshot', async () => {
    const { calls, optionsLookup } = optionsServer();
    const state = remoteForm(optionsLookup);
    state.check();
    const answer = { [COLOR]: ['blue', 'red'] };
    call(calls, 0).answer.resolve(answer);
    await flush();
    expect(state.getSnapshot().remoteOptions).toBe(answer);
    expect(state.options(COLOR, ['blue', 'green']).map((o) => [o.value, o.disabled])).toEqual([
      ['blue', false],
      ['green', true],
    ]);
    expect(state.options(SIZE, ['Small']).map((o) => o.disabled)).toEqual([false]);
  });

  test('a stale answer is ignored', async () => {
    const { calls, optionsLookup } = optionsServer();
    const state = remoteForm(optionsLookup);
    state.check();
    state.choose(COLOR, 'red');
    call(calls, 0).answer.resolve({ [COLOR]: ['blue'] });
    await flush();
    expect(state.getSnapshot().remoteOptions).toBeNull();
  });

  test.each([
    [
      'no endpoint (null)',
      (c: ReturnType<typeof optionsServer>['calls'][number]) => c.answer.resolve(null),
      undefined,
    ],
    [
      'a failure',
      (c: ReturnType<typeof optionsServer>['calls'][number]) => c.answer.reject(FAILURE),
      FAILURE,
    ],
  ])('%s: the form is classic from then on', async (_name, settle, error) => {
    const { calls, optionsLookup } = optionsServer();
    const state = remoteForm(optionsLookup);
    const changes: VariationFormChange[] = [];
    state.check();
    state.subscribe((_snapshot, change) => changes.push(change));
    settle(call(calls, 0));
    await flush();
    state.choose(COLOR, 'red');
    expect(calls).toHaveLength(1);
    expect(state.getSnapshot()).toMatchObject({ remoteOptions: null, optionsError: error });
    expect(changes.flatMap((change) => change.failures)).toEqual(error === undefined ? [] : [error]);
  });

  test('preloaded variations never ask', () => {
    const { calls, optionsLookup } = optionsServer();
    const state = createVariationFormState({
      attributeNames: HOODIE_ATTRIBUTES,
      variations: HOODIE,
      optionsLookup,
    });
    state.check();
    state.choose(COLOR, 'red');
    expect(calls).toHaveLength(0);
  });

  test('dispose aborts what is still being asked', () => {
    const { calls, optionsLookup } = optionsServer();
    const lookups = server();
    const state = createVariationFormState({
      attributeNames: HOODIE_ATTRIBUTES,
      variations: false,
      lookup: lookups.lookup,
      optionsLookup,
    });
    state.choose(COLOR, 'red');
    state.choose(SIZE, 'Small');
    state.dispose();
    expect(call(lookups.calls, 0).signal.aborted).toBe(true);
    expect(call(calls, 1).signal.aborted).toBe(true);
  });
});

const FAILURE = new Error('offline');

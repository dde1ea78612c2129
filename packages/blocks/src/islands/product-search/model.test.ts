import {
  createSearchModel,
  flatResults,
  MIN_SEARCH_CHARS,
  resultsPageUrl,
  type SearchReply,
  shouldSearch,
} from './model';

const reply = (names: string[]): SearchReply => ({
  groups: [
    {
      label: 'Ürünler',
      results: names.map((name) => ({
        kind: 'product' as const,
        url: `https://m.example/urun/${name}/`,
        name,
      })),
    },
  ],
});

describe('query rules (SPEC §5: 3 or more characters or a chosen category)', () => {
  test('under 3 characters with no category does not search; 3 characters or a category does', () => {
    expect(MIN_SEARCH_CHARS).toBe(3);
    expect(shouldSearch('', '')).toBe(false);
    expect(shouldSearch('ka', '')).toBe(false);
    expect(shouldSearch('  ka  ', '')).toBe(false);
    expect(shouldSearch('kah', '')).toBe(true);
    expect(shouldSearch('İİİ', '')).toBe(true);
    expect(shouldSearch('', 'giyim')).toBe(true);
  });

  test('the results page is <home>?s=<q>[&product_cat=<cat>]', () => {
    expect(resultsPageUrl('https://m.example/', 'akıllı saat', '')).toBe(
      'https://m.example/?s=ak%C4%B1ll%C4%B1+saat',
    );
    expect(resultsPageUrl('https://m.example/', 'kahve', 'mutfak')).toBe(
      'https://m.example/?s=kahve&product_cat=mutfak',
    );
  });
});

describe('search model', () => {
  test('a qualifying change starts a request and opens the popup loading; its answer shows the results', () => {
    const model = createSearchModel();
    expect(model.change('kah', '')).toBe(1);
    expect(model.getSnapshot()).toMatchObject({ status: 'loading', open: true, highlighted: -1 });
    model.resolved(1, reply(['a', 'b']));
    expect(model.getSnapshot().status).toBe('results');
    expect(flatResults(model.getSnapshot().groups).map((r) => r.name)).toEqual(['a', 'b']);
  });

  test('a newer change makes the older answer stale: it is ignored (the view aborts its request)', () => {
    const model = createSearchModel();
    const first = model.change('kah', '');
    const second = model.change('kahv', '');
    expect([first, second]).toEqual([1, 2]);
    model.resolved(first ?? 0, reply(['eski']));
    expect(model.getSnapshot().status).toBe('loading');
    model.failed(first ?? 0);
    expect(model.getSnapshot().status).toBe('loading');
    model.resolved(second ?? 0, reply(['yeni']));
    expect(flatResults(model.getSnapshot().groups).map((r) => r.name)).toEqual(['yeni']);
  });

  test('going under 3 characters clears the results (the view aborts the request out)', () => {
    const model = createSearchModel();
    model.change('kah', '');
    model.resolved(1, reply(['a']));
    const again = model.change('kahv', '');
    expect(model.change('ka', '')).toBeNull();
    model.resolved(again ?? 0, reply(['geç']));
    expect(model.getSnapshot()).toMatchObject({ status: 'idle', groups: [], open: false });
  });

  test('an empty answer is the empty state; a failure the error state', () => {
    const model = createSearchModel();
    model.change('zzz', '');
    model.resolved(1, { groups: [], emptyText: 'Sonuç bulunamadı' });
    expect(model.getSnapshot()).toMatchObject({ status: 'empty', emptyText: 'Sonuç bulunamadı' });
    model.change('zzzz', '');
    model.failed(2);
    expect(model.getSnapshot().status).toBe('error');
  });

  test('arrow keys move the highlight and wrap; Escape closes and keeps the results; arrow reopens', () => {
    const model = createSearchModel();
    model.change('kah', '');
    model.resolved(1, reply(['a', 'b', 'c']));
    model.move('ArrowDown');
    expect(model.getSnapshot().highlighted).toBe(0);
    expect(model.current()?.name).toBe('a');
    model.move('ArrowDown');
    model.move('ArrowDown');
    model.move('ArrowDown');
    expect(model.getSnapshot().highlighted).toBe(0);
    model.move('ArrowUp');
    expect(model.getSnapshot().highlighted).toBe(2);
    model.close();
    expect(model.getSnapshot()).toMatchObject({ open: false, highlighted: -1, status: 'results' });
    expect(model.current()).toBeUndefined();
    model.move('ArrowDown');
    expect(model.getSnapshot()).toMatchObject({ open: true, highlighted: 0 });
    model.highlight(2);
    expect(model.current()?.name).toBe('c');
  });

  test('arrows do nothing without results', () => {
    const model = createSearchModel();
    model.change('kah', '');
    expect(model.move('ArrowDown')).toBe(true);
    expect(model.getSnapshot().highlighted).toBe(-1);
    expect(model.move('Home')).toBe(false);
  });
});

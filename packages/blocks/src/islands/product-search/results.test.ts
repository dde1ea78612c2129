import { searchReplyHtml } from './fixtures';
import { readResults } from './results';

/** The reply read in an inert document, as the behaviour reads it in the results box. */
const parseSearchReply = (html: string, base: string) =>
  readResults(new DOMParser().parseFromString(html, 'text/html'), base).reply;

describe('readResults', () => {
  test('reads categories then products as plain text, with link, image and price', () => {
    const html = searchReplyHtml({
      terms: [{ slug: 'elektronik', name: '<strong>Elektro</strong>nik' }],
      products: [{ slug: 'akilli-saat-pro', name: '<strong>Akıllı</strong> Saat Pro', price: '2.499,00' }],
    });
    const reply = parseSearchReply(html, 'https://magaza.example/');
    expect(reply.emptyText).toBeUndefined();
    expect(reply.groups).toEqual([
      {
        label: 'Kategoriler',
        results: [
          { kind: 'term', url: 'https://magaza.example/urun-kategori/elektronik/', name: 'Elektronik' },
        ],
      },
      {
        label: 'Ürünler',
        results: [
          {
            kind: 'product',
            url: 'https://magaza.example/urun/akilli-saat-pro/',
            name: 'Akıllı Saat Pro',
            image: 'https://magaza.example/wp-content/uploads/demo/akilli-saat-pro.svg',
            price: '2.499,00 ₺',
          },
        ],
      },
    ]);
  });

  test("keeps the items the plugin hides behind 'more results' and reads the empty-result heading", () => {
    const products = Array.from({ length: 8 }, (_, i) => ({ slug: `u${i}`, name: `Ürün ${i}` }));
    expect(
      parseSearchReply(searchReplyHtml({ products }), 'https://m.example/').groups[0]?.results,
    ).toHaveLength(8);
    expect(parseSearchReply(searchReplyHtml(), 'https://m.example/')).toEqual({
      groups: [],
      emptyText: 'Sonuç bulunamadı',
    });
    expect(parseSearchReply('', 'https://m.example/')).toEqual({ groups: [] });
  });

  test('drops a link that is not http(s) and runs nothing', () => {
    const html =
      '<div class="wopb-search-item-label wopb-search-item">Ürünler</div><div class="wopb-search-items"><div class="wopb-search-item wopb-block-item"><a href="javascript:alert(1)" class="wopb-item-title">Kötü</a><img src="x" onerror="window.__ran=1"></div></div>';
    expect(parseSearchReply(html, 'https://m.example/').groups).toEqual([]);
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });
});

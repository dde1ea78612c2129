import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../start-server';
import { createTestClient, type TestClient } from '../../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

const review = (fields: Record<string, string>) => ({
  comment_post_ID: '32',
  comment_parent: '0',
  comment: 'Dikişleri sağlam, rengi fotoğraftaki gibi.',
  author: 'Deniz',
  email: 'deniz@example.com',
  rating: '4',
  submit: 'Gönder',
  ...fields,
});

function post(client: TestClient, fields: Record<string, string>) {
  return client.fetch('/wp-comments-post.php', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /wp-comments-post.php (the review form)', () => {
  it('stores the review with its rating and redirects to #comment-<id>; the product page lists it', async () => {
    const client = createTestClient(server.url);
    const before = await (await client.fetch('/urun/hakiki-deri-cuzdan/')).text();
    expect(before).toContain('Henüz değerlendirme yapılmadı.');
    expect(before).toContain('id="tab-title-reviews"');
    expect(before).toContain('Değerlendirmeler (0)');

    const response = await post(client, review({ comment: 'Yumuşak deri, <b>çok</b> beğendim.' }));
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/urun\/hakiki-deri-cuzdan\/#comment-(\d+)$/);
    const id = location.split('#comment-')[1];

    const row = server.store.db
      .prepare(
        'SELECT post_id, author_name, author_email, content, type, rating, status FROM comments WHERE id = ?',
      )
      .get(Number(id));
    expect(row).toEqual({
      post_id: 32,
      author_name: 'Deniz',
      author_email: 'deniz@example.com',
      content: 'Yumuşak deri, <b>çok</b> beğendim.',
      type: 'review',
      rating: 4,
      status: 'approved',
    });

    const after = await (await client.fetch('/urun/hakiki-deri-cuzdan/')).text();
    expect(after).toContain('Değerlendirmeler (1)');
    expect(after).toContain(
      `<li class="review even thread-even depth-1" id="li-comment-${id}"><div id="comment-${id}" class="comment_container">`,
    );
    expect(after).toContain('<strong class="rating">4</strong>');
    // What a visitor typed is printed as text.
    expect(after).toContain('Yumuşak deri, &lt;b&gt;çok&lt;/b&gt; beğendim.');
    expect(after).toContain('“Hakiki Deri Cüzdan” için 1 değerlendirme');
  });

  it.each([
    ['no rating while ratings are required', { rating: '' }, 500, 'Lütfen ürünü oylayın.'],
    ['a rating out of 1..5', { rating: '9' }, 500, 'Lütfen ürünü oylayın.'],
    ['no comment', { comment: '   ' }, 200, 'Lütfen yorumunuzu yazın.'],
    ['no name', { author: '' }, 200, 'Lütfen gerekli alanları doldurun.'],
    ['no e-mail', { email: '' }, 200, 'Lütfen gerekli alanları doldurun.'],
    ['a bad e-mail', { email: 'deniz@' }, 200, 'Lütfen geçerli bir e-posta adresi girin.'],
    ['an unknown product', { comment_post_ID: '99999' }, 403, 'Bu öğe için yorumlar kapalı.'],
    ['a post that is not a product', { comment_post_ID: '200' }, 403, 'Bu öğe için yorumlar kapalı.'],
    [
      'a comment_post_ID that is not a number',
      { comment_post_ID: 'abc' },
      403,
      'Bu öğe için yorumlar kapalı.',
    ],
  ])('refuses %s with WordPress’s error page and stores nothing', async (_name, fields, status, message) => {
    const client = createTestClient(server.url);
    const count = () =>
      (server.store.db.prepare('SELECT COUNT(*) AS n FROM comments').get() as { n: number }).n;
    const before = count();
    const response = await post(client, review({ comment: `Deneme ${_name}`, ...fields }));
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(body).toContain('<title>Yorum gönderme hatası</title>');
    expect(body).toContain(message);
    expect(count()).toBe(before);
  });

  it('refuses the same review twice (409)', async () => {
    const client = createTestClient(server.url);
    const fields = review({ comment_post_ID: '28', comment: 'Kupa çok zarif.' });
    expect((await post(client, fields)).status).toBe(302);
    const again = await post(client, fields);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Aynı yorum tekrarlandı');
  });

  it('a rating is optional when the store does not require it', async () => {
    server.store.db
      .prepare(
        "INSERT OR REPLACE INTO options (name, value) VALUES ('woocommerce_review_rating_required', 'no')",
      )
      .run();
    try {
      const client = createTestClient(server.url);
      const response = await post(
        client,
        review({ comment_post_ID: '33', rating: '', comment: 'Puansız yorum.' }),
      );
      expect(response.status).toBe(302);
      const id = Number((response.headers.get('location') ?? '').split('#comment-')[1]);
      expect(server.store.db.prepare('SELECT rating FROM comments WHERE id = ?').get(id)).toEqual({
        rating: null,
      });
    } finally {
      server.store.db.prepare("DELETE FROM options WHERE name = 'woocommerce_review_rating_required'").run();
    }
  });

  it('a signed-in customer reviews under the account name, without name and e-mail fields', async () => {
    const client = createTestClient(server.url);
    const login = await client.fetch('/wp-login.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: 'musteri', pwd: 'musteri123', redirect_to: '/' }).toString(),
    });
    expect(login.status).toBe(302);
    const page = await (await client.fetch('/urun/celik-termos/')).text();
    expect(page).toContain('class="logged-in-as"');
    expect(page).not.toContain('id="author"');
    const response = await post(
      client,
      review({ comment_post_ID: '22', author: '', email: '', comment: 'Sıcak tutuyor.' }),
    );
    expect(response.status).toBe(302);
    const id = Number((response.headers.get('location') ?? '').split('#comment-')[1]);
    const row = server.store.db.prepare('SELECT user_id, author_name FROM comments WHERE id = ?').get(id) as {
      user_id: number;
      author_name: string;
    };
    expect(row.user_id).toBeGreaterThan(0);
    expect(row.author_name).not.toBe('');
  });

  it('GET answers 405 with Allow: POST', async () => {
    const response = await createTestClient(server.url).fetch('/wp-comments-post.php');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the product page gallery and seeded reviews', () => {
  it('prints every picture of the gallery with its large image, and the seeded reviews', async () => {
    const page = await (await createTestClient(server.url).fetch('/urun/pamuklu-basic-tisort/')).text();
    const slides = [...page.matchAll(/class="woocommerce-product-gallery__image"><a href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(slides).toHaveLength(4);
    expect(slides[0]).toContain('/wp-content/uploads/demo/pamuklu-basic-tisort.svg');
    expect(slides[1]).toContain('/wp-content/uploads/demo/pamuklu-basic-tisort-arka.svg');
    expect(page).toContain('data-large_image_width="600"');
    expect(page).toContain('Kumaşı yumuşak, yıkamada çekmedi.');
    expect(page).toContain('Değerlendirmeler (1)');
  });

  it('each colour of the T-shirt has its own picture in the variations', async () => {
    const page = await (await createTestClient(server.url).fetch('/urun/pamuklu-basic-tisort/')).text();
    expect(page).toContain('pamuklu-basic-tisort-mavi.svg');
    const picture = await createTestClient(server.url).fetch(
      '/wp-content/uploads/demo/pamuklu-basic-tisort-mavi.svg',
    );
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('Mavi');
  });

  it.each([
    ['robot-supurge', 'left'],
    ['kablosuz-kulaklik', 'right'],
    ['kapusonlu-sweatshirt', 'bottom'],
  ])('%s uses the product-blocks builder gallery with thumbnails %s', async (slug, position) => {
    const page = await (await createTestClient(server.url).fetch(`/urun/${slug}/`)).text();
    expect(page).toContain(`class="wopb-product-wrapper wopb-product-gallery-${position}"`);
    expect(page).toContain(`data-position="${position}"`);
    expect(page).toContain(
      '<div class="wopb-builder-slider-for" data-arrow="1"><div class="wopb-main-image">',
    );
  });

  it('the summary shows the average rating and the review link, only for rated products', async () => {
    const rated = await (await createTestClient(server.url).fetch('/urun/kablosuz-kulaklik/')).text();
    expect(rated).toContain('<div class="star-rating" role="img" aria-label="5 üzerinden 4,50 puan">');
    expect(rated).toContain(
      '<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">2</span> müşteri değerlendirmesi)</a>',
    );
    const unrated = await (await createTestClient(server.url).fetch('/urun/powerbank-20000/')).text();
    expect(unrated).not.toContain('woocommerce-product-rating');
  });

  it('a product without pictures prints the placeholder', async () => {
    server.store.db.prepare('UPDATE products SET image_id = NULL WHERE post_id = 29').run();
    const page = await (await createTestClient(server.url).fetch('/urun/zeytin-agaci-kesme-tahtasi/')).text();
    expect(page).toContain('woocommerce-product-gallery__image--placeholder');
  });
});

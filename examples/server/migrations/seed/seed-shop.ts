import type { Database } from 'better-sqlite3';
import { insertPost, tl } from './seed-helpers';
import { userIds } from './seed-users';

export const packIds = { free: 500, writer: 501, pro: 502 } as const;

export function seedShipping(db: Database): void {
  const insert = db.prepare(
    `INSERT INTO shipping_methods (instance_id, method_id, title, cost_kurus, min_amount_kurus, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  insert.run(1, 'flat_rate', 'Standart Kargo', tl(49.9), null, 0);
  insert.run(2, 'free_shipping', 'Ücretsiz Kargo', 0, tl(750), 1);
  insert.run(3, 'local_pickup', 'Mağazadan Teslim Al', 0, null, 2);
}

export function seedCoupons(db: Database, nowSeconds: number): void {
  const insert = db.prepare(
    `INSERT INTO coupons (code, description, discount_type, amount, minimum_kurus, expires_at, usage_limit, scope, pack_ids)
     VALUES (@code, @description, @type, @amount, @minimum, @expires, @limit, @scope, @packs)`,
  );
  const base = { minimum: null, expires: null, limit: null, scope: 'cart', packs: '[]' };
  insert.run({
    ...base,
    code: 'INDIRIM10',
    description: '250 ₺ üzeri %10 indirim',
    type: 'percent',
    amount: 10,
    minimum: tl(250),
  });
  insert.run({
    ...base,
    code: 'HOSGELDIN50',
    description: '300 ₺ üzeri 50 ₺ indirim',
    type: 'fixed_cart',
    amount: tl(50),
    minimum: tl(300),
  });
  insert.run({
    ...base,
    code: 'BUYUKSEPET',
    description: '1.500 ₺ üzeri 150 ₺ indirim, ilk 100 kullanım',
    type: 'fixed_cart',
    amount: tl(150),
    minimum: tl(1500),
    limit: 100,
  });
  // expired the day before the database was created, so it stays expired
  insert.run({
    ...base,
    code: 'SURESIDOLDU',
    description: 'Süresi dolmuş kupon',
    type: 'percent',
    amount: 20,
    expires: nowSeconds - 86_400,
  });
  insert.run({
    ...base,
    code: 'PAKET20',
    description: 'Abonelik paketlerinde %20',
    type: 'percent',
    amount: 20,
    scope: 'subscription',
    packs: JSON.stringify([packIds.writer, packIds.pro]),
  });
}

export function seedPacks(db: Database, dateGmt: string): void {
  const packs = [
    {
      id: packIds.free,
      slug: 'ucretsiz-paket',
      title: 'Ücretsiz Paket',
      content: 'Ayda bir yazı gönderin.',
      order: 0,
    },
    {
      id: packIds.writer,
      slug: 'yazar-paketi',
      title: 'Yazar Paketi',
      content: 'Aylık 10 yazı, 30 gün yayında kalır.',
      order: 1,
    },
    {
      id: packIds.pro,
      slug: 'profesyonel-paket',
      title: 'Profesyonel Paket',
      content: 'Sınırsız yazı, 5 öne çıkan yazı, 7 gün ücretsiz deneme.',
      order: 2,
    },
  ];
  for (const pack of packs) {
    insertPost(db, {
      ...pack,
      type: 'wpuf_subscription',
      authorId: userIds.yonetici,
      menuOrder: pack.order,
      commentStatus: 'closed',
      dateGmt,
    });
  }
  const insert = db.prepare(
    `INSERT INTO subscription_packs (post_id, price_kurus, recurring, cycle_interval, cycle_period, trial, trial_duration,
       trial_period, post_expiration, expiration_time_value, expiration_time_type, post_limit, featured_limit)
     VALUES (@id, @price, @recurring, @interval, @period, @trial, @trialDuration, @trialPeriod, @expiration, @expValue,
       @expType, @posts, @featured)`,
  );
  const none = { trialDuration: null, trialPeriod: null, expValue: null, expType: null };
  insert.run({
    ...none,
    id: packIds.free,
    price: 0,
    recurring: 0,
    interval: 1,
    period: 'month',
    trial: 0,
    expiration: 0,
    posts: 1,
    featured: 0,
  });
  insert.run({
    ...none,
    id: packIds.writer,
    price: tl(99.9),
    recurring: 1,
    interval: 1,
    period: 'month',
    trial: 0,
    expiration: 1,
    expValue: 30,
    expType: 'day',
    posts: 10,
    featured: 1,
  });
  insert.run({
    id: packIds.pro,
    price: tl(999),
    recurring: 1,
    interval: 1,
    period: 'year',
    trial: 1,
    trialDuration: 7,
    trialPeriod: 'day',
    expiration: 0,
    expValue: null,
    expType: null,
    posts: -1,
    featured: 5,
  });
  // the wholesale customer holds the writer pack, so the cancel form has something to cancel
  db.prepare('INSERT INTO user_packs (user_id, pack_id, status, started_at) VALUES (?, ?, ?, ?)').run(
    userIds.toptanci,
    packIds.writer,
    'active',
    Math.floor(Date.parse(`${dateGmt.replace(' ', 'T')}Z`) / 1000),
  );
}

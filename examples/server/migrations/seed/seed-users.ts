import type { Database } from 'better-sqlite3';
import { hashPassword } from '../../lib';

/** The demo logins (printed at start and in the README). */
export const demoLogins = [
  { login: 'yonetici', password: 'yonetici123', role: 'administrator', name: 'Site Yöneticisi' },
  { login: 'toptanci', password: 'toptanci123', role: 'wholesale_customer', name: 'Kemal Toptancı' },
  { login: 'musteri', password: 'musteri123', role: 'customer', name: 'Zeynep Kaya' },
  { login: 'ayse', password: 'yazar123', role: 'author', name: 'Ayşe Yılmaz' },
  { login: 'mehmet', password: 'yazar123', role: 'author', name: 'Mehmet Demir' },
] as const;

export type DemoLogin = (typeof demoLogins)[number]['login'];

/** Users get ids 1..5 in the order above. */
export const userIds: Record<DemoLogin, number> = {
  yonetici: 1,
  toptanci: 2,
  musteri: 3,
  ayse: 4,
  mehmet: 5,
};

const bios: Record<DemoLogin, string> = {
  yonetici: 'Fırsat Çarşısı ekibinden.',
  toptanci: 'İstanbul merkezli toptan alıcı.',
  musteri: 'Kampanya takipçisi, sadık müşteri.',
  ayse: 'Mutfak ve ev yaşamı üzerine yazıyor.',
  mehmet: 'Teknoloji editörü; ürün karşılaştırmaları hazırlıyor.',
};

export function seedUsers(db: Database, registeredGmt: string): void {
  const insert = db.prepare(
    `INSERT INTO users (id, login, email, password_hash, display_name, nicename, first_name, last_name, role, description, registered_gmt)
     VALUES (@id, @login, @email, @hash, @name, @login, @first, @last, @role, @bio, @registered)`,
  );
  for (const user of demoLogins) {
    const [first = '', ...rest] = user.name.split(' ');
    insert.run({
      id: userIds[user.login],
      login: user.login,
      email: `${user.login}@firsat.test`,
      hash: hashPassword(user.password),
      name: user.name,
      first,
      last: rest.join(' '),
      role: user.role,
      bio: bios[user.login],
      registered: registeredGmt,
    });
  }
  db.prepare(`INSERT INTO user_meta (user_id, key, value) VALUES (?, ?, ?)`).run(
    userIds.toptanci,
    'company',
    'Toptancı Ticaret Ltd. Şti.',
  );
}

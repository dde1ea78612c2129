import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoLogins } from './migrations';

/** What the store prints when it starts: where it is, the demo logins, and a missing build. */
export function printBanner(info: { url: string; dbPath: string; embedDir: string }): void {
  console.log(`Fırsat Çarşısı demo mağazası: ${info.url}/`);
  console.log(`Veritabanı: ${info.dbPath}`);
  console.log('Demo girişleri (/wp-login.php):');
  for (const user of demoLogins)
    console.log(`  ${user.login.padEnd(9)} ${user.password.padEnd(12)} ${user.role}`);
  if (!existsSync(join(info.embedDir, 'firsat.js'))) {
    console.log(
      `Not: ${join(info.embedDir, 'firsat.js')} yok; sayfalar adalar olmadan açılır (önce "npm run build").`,
    );
  }
}

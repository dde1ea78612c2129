import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../start-server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

const page = async (path: string): Promise<string> => (await fetch(new URL(path, server.url))).text();

describe('product-blocks extras markup', () => {
  it('prints the size chart as the plugin does, without firsat attributes', async () => {
    const html = await page('/urun/pamuklu-basic-tisort/');
    expect(html).toMatch(
      /<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn"><svg[^>]*>[\s\S]*?<\/svg>Beden tablosu<\/span><\/div><div class="wopb-size-chart-wrapper wopb-size-chart-modal">/,
    );
    expect(html).toMatch(
      /<div class="wopb-sc-title">\s*Pamuklu Basic Tişört beden tablosu\s*<span class="wopb-chart-modal-close">/,
    );
    expect(html).toContain('<div class="wopb-chart-body"><table class="firsat-size-chart">');
    expect(html).not.toMatch(/wopb-chart-modal-btn"[^>]*role=/);
  });

  it('prints the Social Share block with postId and count on every item', async () => {
    const html = await page('/urun/pamuklu-basic-tisort/');
    const items = html.match(
      /<div class="wopb-share-item [^"]*" postId="25" count="12"><a href="javascript:" class="wopb-share-item-\w+" data-url="[^"]+">/g,
    );
    expect(items).toHaveLength(4);
    expect(html).toContain('data-url="https://www.facebook.com/sharer.php?u=http%3A%2F%2F127.0.0.1');
  });

  it('prints the product video in the shop loop: icon mode and hover mode', async () => {
    const html = await page('/');
    expect(html).toContain('<span class="wopb-video-play-icon"><svg');
    expect(html).toMatch(
      /<span class="wopb-video-item wopb-d-none" muted><video class="wopb-custom-video" controls preload="metadata"><source src="http:\/\/127\.0\.0\.1:\d+\/wp-content\/themes\/firsat-demo\/media\/urun-tanitim\.webm" type="video\/webm"><\/video><\/span>/,
    );
    expect(html).toMatch(
      /<span class="wopb-video-play-icon wopb-d-none">[\s\S]*?<span class="wopb-video-item" muteddata-hover="true"><video class="wopb-custom-video" loop controls/,
    );
  });

  it('serves the demo video as video/webm', async () => {
    const response = await fetch(
      new URL('/wp-content/themes/firsat-demo/media/urun-tanitim.webm', server.url),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests({ nonceTtlSeconds: 60 });
beforeEach(() => {
  store.clock.shift = 0;
});

const slug = 'kablosuz-kulaklik-incelemesi';

async function visitor(): Promise<{ client: TestClient; nonce: string; page: string; postId: number }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(`/blog/${slug}/`)).text();
  const postId = Number(/postId="(\d+)"/.exec(page)?.[1]);
  return { client, nonce: String(readGlobal(page, 'ultp_data_frontend').security), page, postId };
}

const share = (client: TestClient, fields: Record<string, string>) =>
  client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'ultp_share_count', ...fields }),
  });

const stored = (postId: number): number =>
  Number(
    (
      store.server.store.db
        .prepare("SELECT value FROM post_meta WHERE post_id = ? AND key = 'share_count'")
        .get(postId) as { value: string } | undefined
    )?.value ?? 0,
  );

describe('admin-ajax ultp_share_count', () => {
  it('prints the count on the share bar and counts one share from the database (the reply is admin-ajax’s 0)', async () => {
    const { client, nonce, page, postId } = await visitor();
    const before = stored(postId);
    expect(page).toContain(
      `<div class="ultp-post-share-item-inner-block" postId="${postId}" count="${before}">`,
    );
    expect(page).toContain('url="https://www.facebook.com/sharer.php?u=');
    const response = await share(client, { shareCount: '9999', postId: String(postId), wpnonce: nonce });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('0');
    expect(stored(postId)).toBe(before + 1);
    // once a minute per visitor and post, as the plugin's transient
    await share(client, { shareCount: '1', postId: String(postId), wpnonce: nonce });
    expect(stored(postId)).toBe(before + 1);
    store.clock.shift = 61_000;
    const fresh = String(
      readGlobal(await (await client.fetch(`/blog/${slug}/`)).text(), 'ultp_data_frontend').security,
    );
    await share(client, { shareCount: '1', postId: String(postId), wpnonce: fresh });
    expect(stored(postId)).toBe(before + 2);
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: '0123456789' }],
  ])('answers -1 (403) for %s and counts nothing', async (_name, fields) => {
    const { client, postId } = await visitor();
    const before = stored(postId);
    const response = await share(client, { postId: String(postId), ...fields });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
    expect(stored(postId)).toBe(before);
  });

  it('answers {success:false} for a bad id, a missing post and a page that is not published', async () => {
    const { client, nonce } = await visitor();
    const message = async (postId: string) =>
      (await (await share(client, { postId, wpnonce: nonce })).json()).data.message;
    expect(await message('abc')).toBe('Invalid post ID');
    expect(await message('999999')).toBe('Post not found');
    // an attachment has status inherit
    expect(await message('1700')).toBe('Post not published');
  });
});

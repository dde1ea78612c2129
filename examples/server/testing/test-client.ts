/** A fetch with a cookie jar, for tests that act as one visitor across requests. */
export interface TestClient {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** the jar's cookies, name → value (as sent back, still URL-encoded) */
  cookies: Map<string, string>;
}

export function createTestClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set('cookie', [...cookies].map(([n, v]) => `${n}=${v}`).join('; '));
      const response = await fetch(new URL(path, baseUrl), { ...init, headers, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      return response;
    },
  };
}

/** The value of `var <name> = {...};` printed in a page. */
export function readGlobal(page: string, name: string): Record<string, unknown> {
  const match = new RegExp(`var ${name} = (\\{.*\\});\\n`).exec(page);
  if (!match?.[1]) throw new Error(`no global ${name} in the page`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

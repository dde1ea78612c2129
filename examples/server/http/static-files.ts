import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const mimeTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.webm': 'video/webm',
};

export function mimeType(file: string): string {
  return mimeTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A file under `root` for a URL path relative to it, or null (missing, a directory, or a path
 * that would leave root). Served with no-cache so a rebuilt firsat.js shows up on reload.
 */
export async function serveFile(root: string, relativePath: string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return new Response(await readFile(file), {
      headers: {
        'Content-Type': mimeType(file),
        'Content-Length': String(info.size),
        'Cache-Control': 'no-cache',
        'Last-Modified': info.mtime.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return null;
  }
}

import { readFile } from 'node:fs/promises';
import { definePage } from '../define';

const files: Record<string, URL> = {
  'jquery.min.js': new URL('../../../public/wp-includes/js/jquery/jquery.min.js', import.meta.url),
  'jquery-migrate.min.js': new URL(
    '../../../public/wp-includes/js/jquery/jquery-migrate.min.js',
    import.meta.url,
  ),
};

/**
 * WordPress's jQuery (3.7.1 with noConflict, and migrate 3.4.1), for the real plugin's page
 * (/demo/postx-gercek/), which keeps it as a real site does; no page of the demo store loads it.
 */
export default definePage({
  path: '/wp-includes/js/jquery/:file',
  render: async (_ctx, req) => {
    const file = files[req.params.file ?? ''];
    if (!file) return null;
    return new Response(await readFile(file), {
      headers: { 'Content-Type': 'text/javascript; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' },
    });
  },
});

import { demoImageSvg } from '../../render';
import { definePage } from '../define';

/** PostX's fallback picture (assets/img/ultp-fallback-img.png), which the real plugin's page prints. */
export default definePage({
  path: '/wp-content/plugins/ultimate-post/assets/img/ultp-fallback-img.png',
  render: () =>
    new Response(demoImageSvg('Görsel yok', 1200, 675), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    }),
});

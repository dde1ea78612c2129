import { HttpResponse, http } from 'msw';

/** What every story can rely on: the WordPress REST nonce endpoint and an empty REST index. */
export const defaultHandlers = [
  http.all('/wp-admin/admin-ajax.php', ({ request }) => {
    const action = new URL(request.url).searchParams.get('action');
    if (action === 'rest-nonce')
      return new HttpResponse('storybooknonce', { headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse('0');
  }),
  http.get('/wp-json/', () => HttpResponse.json({ name: 'firsat storybook', namespaces: [] })),
];

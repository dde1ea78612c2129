import { HttpResponse, http } from 'msw';
import { SHIRT, type StoryVariation, variationJson } from './variation-markup';

type Answer = 'match' | 'false' | 'error';

/** The shop-ajax endpoints a variation form without preloaded variations calls. */
export function variationHandlers({
  getVariation = 'match',
  options = 'answer',
}: {
  getVariation?: Answer;
  options?: 'answer' | 'missing';
} = {}) {
  return [
    http.post('/', async ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('wc-ajax');
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      if (endpoint === 'get_variation') {
        if (getVariation === 'error') return new HttpResponse('', { status: 500 });
        const match = find(fields);
        if (getVariation === 'false' || !match) return HttpResponse.json(false);
        return HttpResponse.json(variationJson(match));
      }
      if (endpoint === 'firsat_variation_options') {
        if (options === 'missing') return new HttpResponse('', { status: 404 });
        return HttpResponse.json({ attributes: reachable(fields) });
      }
      return new HttpResponse('');
    }),
  ];
}

function find(fields: Record<string, string>): StoryVariation | undefined {
  return SHIRT.find(
    (v) => v.colour === fields.attribute_pa_renk && (v.size === '' || v.size === fields.attribute_pa_beden),
  );
}

/** What the demo store's firsat_variation_options answers, for the story catalogue. */
function reachable(fields: Record<string, string>) {
  const buyable = SHIRT.filter((v) => v.inStock !== false);
  const colour = fields.attribute_pa_renk ?? '';
  const size = fields.attribute_pa_beden ?? '';
  return {
    attribute_pa_renk: ['kirmizi', 'mavi', 'siyah'].filter((c) =>
      buyable.some((v) => v.colour === c && (!size || !v.size || v.size === size)),
    ),
    attribute_pa_beden: ['s', 'm', 'l'].filter((s) =>
      buyable.some((v) => (!colour || v.colour === colour) && (!v.size || v.size === s)),
    ),
  };
}

import { fakeFetch, text } from '../../fakes/index';
import { type ListingEndpoint, postListingCall } from './listing-call';
import { markLoading } from './loading';
import { storedNonce } from './nonce';

// The post blocks' endpoint (post-blocks.md §0 "Nonces"): the same listing call as the product
// blocks', with `ultp_get_nonce`, `sessionStorage.ultp_nonce` and `ultp_data_frontend`.
const ultp = (): ListingEndpoint => ({
  url: () => '/wp-admin/admin-ajax.php',
  nonce: storedNonce({
    storageKey: 'ultp_nonce',
    printed: () => 'printed-ultp',
    fetch: async () => 'fresh-ultp',
  }),
});

beforeEach(() => sessionStorage.clear());

test.each([
  // [the case, the server's answers to each attempt, the nonces sent, the outcome]
  ['accepted', ['<li>1</li>'], ['printed-ultp'], '<li>1</li>'],
  ['an empty reply: a fresh nonce, once', ['', '<li>2</li>'], ['printed-ultp', 'fresh-ultp'], '<li>2</li>'],
  ['-1 twice: the block is gone (SPEC §8)', ['-1', '-1'], ['printed-ultp', 'fresh-ultp'], 'unknown_error'],
] as const)('a post block listing call: %s', async (_, answers, sent, outcome) => {
  const fake = fakeFetch((_request, index) => text(answers[index] ?? ''));
  vi.stubGlobal('fetch', fake.fetch);
  const result = await postListingCall(ultp(), { action: 'ultp_pagination' }).catch(
    (error: { code?: string }) => error.code,
  );
  expect(result).toBe(outcome);
  expect(fake.requests.map((r) => new URLSearchParams(r.text).get('wpnonce'))).toEqual(sent);
  expect(new URLSearchParams(fake.requests[0]?.text).get('action')).toBe('ultp_pagination');
});

test.each([
  [
    'product blocks',
    { classes: ['wopb-processing', 'wopb-loading-active'], overlay: 'wopb-block-overlay' },
    'wopb-block-wrapper wopb-processing wopb-loading-active',
    1,
  ],
  ['post blocks', { classes: ['ultp-loading-active'] }, 'wopb-block-wrapper ultp-loading-active', 0],
])('the loading look of the %s, given back as printed', (_, look, classes, overlays) => {
  document.body.innerHTML = '<div class="wopb-block-wrapper"><p>x</p></div>';
  const wrapper = document.body.firstElementChild;
  const printed = document.body.innerHTML;
  const done = markLoading(wrapper, look);
  expect(wrapper?.className).toBe(classes);
  expect(wrapper?.getAttribute('aria-busy')).toBe('true');
  expect(wrapper?.querySelectorAll('div').length).toBe(overlays);
  done();
  done();
  expect(document.body.innerHTML).toBe(printed);
});

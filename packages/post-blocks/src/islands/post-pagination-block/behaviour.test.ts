import { startBehaviour } from '@firsat/core/testing';
import { paginationBlockMarkup } from './fixtures';
import paginationBlockBehaviour from './island';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

function mount(html = paginationBlockMarkup()) {
  document.body.innerHTML = html;
  const printed = document.body.innerHTML;
  const block = document.querySelector('.ultp-pagination-block') as HTMLElement;
  const { stop } = startBehaviour(paginationBlockBehaviour, block);
  stops.push(stop);
  return { block, printed, stop };
}

test('the grid’s hidden control moves into the block, with the block’s classes added', () => {
  const { block } = mount();
  const control = block.querySelector(':scope > .ultp-pagination-wrap');
  expect(control).not.toBeNull();
  expect(control).toHaveAttribute('data-for', 'ultp-block-rwcpo03');
  // the plugin adds each class of the block: a filter reply's control is found by them (data-pagi)
  for (const name of [
    'wp-block-ultimate-post-post-pagination',
    'ultp-pagination-block',
    'ultp-block-sayfalar',
  ])
    expect(control).toHaveClass(name);
  expect(control).toHaveClass('ultp-pagination-ajax-action');
  expect(document.querySelector('.pagination-block-html')?.children).toHaveLength(0);
});

test('unbound, the control goes back into its hidden holder as printed', () => {
  const { printed, stop } = mount();
  stop();
  expect(document.body.innerHTML).toBe(printed);
});

test('nothing to move (no hidden control, or no grid parent): the block stays as printed', () => {
  const empty = paginationBlockMarkup().replace(
    /(<div class="pagination-block-html"[^>]*>).*?(<\/div><\/div><div class="wp-block-ultimate-post-post-pagination)/,
    '$1$2',
  );
  const { printed } = mount(empty);
  expect(document.body.innerHTML).toBe(printed);
  const alone = mount('<div class="ultp-pagination-block ultp-block-x"></div>');
  expect(document.body.innerHTML).toBe(alone.printed);
});

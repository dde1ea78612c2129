import { insertHtml } from './insert-html';

// Reproduce a DOM DOMPurify cannot read (unpatched happy-dom): Node's nodeName getter answers ''.
Object.defineProperty(Node.prototype, 'nodeName', { configurable: true, get: () => '' });

it('inserts nothing, and says so once, when the DOM cannot be sanitised', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '<div class="t">kept</div>';
  const target = document.querySelector('.t') as Element;
  expect(await insertHtml(target, '<b onclick="x()">b</b><script>x()</script>', 'inner')).toEqual([]);
  await insertHtml(target, '<i>i</i>', 'append');
  expect(target.innerHTML).toBe('');
  expect(error).toHaveBeenCalledTimes(1);
});

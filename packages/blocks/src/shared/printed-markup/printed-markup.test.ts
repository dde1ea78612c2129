import { keepAttributes, keepChildren } from './printed-markup';

function printed(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

test('attributes come back as printed: values, absence and place', () => {
  const el = printed('<span class="a  b" style="display:none;" title="x">00</span>');
  const before = el.outerHTML;
  const restore = keepAttributes(el, ['class', 'style', 'role', 'title']);
  el.classList.add('c');
  el.style.display = 'block';
  el.setAttribute('role', 'timer');
  restore();
  expect(el.outerHTML).toBe(before);
});

test('children come back as the same nodes', () => {
  const el = printed('<strong>00<!-- x --></strong>');
  const [text] = el.childNodes;
  const before = el.outerHTML;
  const restore = keepChildren(el);
  el.textContent = '07';
  restore();
  expect(el.outerHTML).toBe(before);
  expect(el.firstChild).toBe(text);
});

import { keepChildren, keepPrinted } from './keep-printed';

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('keepPrinted', () => {
  test('puts the printed text back: style, class, and attributes added or removed', () => {
    const el = element('<p class="a  b" style="display:none;" aria-label="x" data-id="1">t</p>');
    const printed = el.outerHTML;
    const restore = keepPrinted([[el, ['class', 'style', 'aria-label', 'role']]]);
    el.style.display = 'block';
    el.classList.add('c');
    el.classList.remove('c');
    el.removeAttribute('aria-label');
    el.setAttribute('role', 'region');
    restore();
    expect(el.outerHTML).toBe(printed);
  });

  test('leaves attributes it was not asked to keep as they are now', () => {
    const el = element('<p class="a" data-id="1">t</p>');
    const restore = keepPrinted([[el, ['class']]]);
    el.classList.add('b');
    el.setAttribute('data-island', 'x');
    el.setAttribute('data-id', '2');
    restore();
    expect(el.outerHTML).toBe('<p class="a" data-id="2" data-island="x">t</p>');
  });

  test('skips absent elements', () => {
    expect(() => keepPrinted([[null, ['class']]])()).not.toThrow();
  });
});

describe('keepChildren', () => {
  test('puts the printed child nodes themselves back, after a replace', () => {
    const el = element('<p><b>1</b> gün</p>');
    const [bold, text] = [...el.childNodes];
    const restore = keepChildren(el);
    el.replaceChildren(document.createTextNode('00'));
    restore();
    expect(el.outerHTML).toBe('<p><b>1</b> gün</p>');
    expect(el.firstChild).toBe(bold);
    expect(el.lastChild).toBe(text);
  });
});

import { resetConfig, startBehaviour } from '@firsat/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referenceReviewFormHtml } from './fixtures';
import starRatingBehaviour from './island';
import { starRatingProps } from './props';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

/** The reference review form in the page; the widget mounted on its `.comment-form-rating`. */
function mountForm({ required }: { required?: boolean } = {}) {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = referenceReviewFormHtml;
  document.body.append(wrapper);
  const host = wrapper.querySelector('.comment-form-rating') as HTMLElement;
  const form = wrapper.querySelector('form') as HTMLFormElement;
  const select = wrapper.querySelector('select#rating') as HTMLSelectElement;
  const printed = wrapper.innerHTML;
  const { stop } = startBehaviour(starRatingBehaviour, host, required === undefined ? {} : { required });
  stops.push(stop);
  const submitted = vi.fn((e: Event) => e.preventDefault());
  form.addEventListener('submit', submitted);
  const star = (n: number) => host.querySelector(`a.star-${n}`) as HTMLAnchorElement;
  const submitButton = wrapper.querySelector('#submit') as HTMLInputElement;
  return { host, form, select, stop, printed, wrapper, star, submitted, submitButton };
}

function fillRequiredFields() {
  (document.querySelector('#comment') as HTMLTextAreaElement).value = 'Çok rahat.';
  (document.querySelector('#author') as HTMLInputElement).value = 'Ayşe';
  (document.querySelector('#email') as HTMLInputElement).value = 'ayse@example.com';
}

afterEach(() => {
  delete (window as { wc_single_product_params?: unknown }).wc_single_product_params;
});

describe('props', () => {
  test('levels come from the select options, lowest first, with the label id', () => {
    const el = document.createElement('div');
    el.innerHTML = referenceReviewFormHtml;
    const props = starRatingProps.parse(el.querySelector('.comment-form-rating') as HTMLElement);
    expect(props.levels).toEqual([
      { value: 1, label: 'Very poor' },
      { value: 2, label: 'Not that bad' },
      { value: 3, label: 'Average' },
      { value: 4, label: 'Good' },
      { value: 5, label: 'Perfect' },
    ]);
    expect(props.labelId).toBe('comment-form-rating-label');
  });

  test('a missing option is labelled from the catalogue', () => {
    const el = document.createElement('div');
    el.innerHTML =
      '<select id="rating"><option value="">Rate…</option><option value="5">Perfect</option></select>';
    const props = starRatingProps.parse(el);
    expect(props.levels[0]).toEqual({ value: 1, label: '5 üzerinden 1 yıldız' });
    expect(props.levels[4]).toEqual({ value: 5, label: 'Perfect' });
    expect(props.labelId).toBeNull();
  });

  test('no rating select is a named island error', () => {
    expect(() => starRatingProps.parse(document.createElement('div'))).toThrow(
      '[firsat] star-rating: select#rating=missing — is required',
    );
  });

  test('required follows wc_single_product_params.review_rating_required', () => {
    const el = document.createElement('div');
    el.innerHTML = '<select id="rating"></select>';
    expect(starRatingProps.parse(el).required).toBe(false);
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = {
      review_rating_required: 'yes',
    };
    resetConfig();
    expect(starRatingProps.parse(el).required).toBe(true);
  });
});

describe('the star widget', () => {
  test('replaces the select with a radio group of five levels named by the label', () => {
    const { select, host } = mountForm();
    expect(select).not.toBeVisible();
    expect(select.required).toBe(false);
    const group = screen.getByRole('radiogroup', { name: /Your rating/ });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'Very poor',
      'Not that bad',
      'Average',
      'Good',
      'Perfect',
    ]);
    expect(host.querySelector('p.stars')).not.toHaveClass('selected');
  });

  test('clicking a star selects it and sets the select (with a change event)', async () => {
    const { select, star, host } = mountForm();
    const changed = vi.fn();
    select.addEventListener('change', changed);
    await userEvent.click(star(4));
    expect(select.value).toBe('4');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(star(4)).toHaveAttribute('aria-checked', 'true');
    expect(star(4)).toHaveClass('active');
    expect(host.querySelector('p.stars')).toHaveClass('selected');
    expect(star(3)).toHaveAttribute('aria-checked', 'false');
  });

  test('keyboard: arrows move the choice, Home/End jump, one tab stop', async () => {
    const { select, star } = mountForm();
    expect(star(1)).toHaveAttribute('tabindex', '0');
    expect(star(2)).toHaveAttribute('tabindex', '-1');
    star(1).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(select.value).toBe('1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(select.value).toBe('3');
    expect(star(3)).toHaveFocus();
    expect(star(3)).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{End}');
    expect(select.value).toBe('5');
    await userEvent.keyboard('{ArrowLeft}');
    expect(select.value).toBe('4');
    await userEvent.keyboard('{Home}');
    expect(select.value).toBe('1');
    star(3).focus();
    await userEvent.keyboard(' ');
    expect(select.value).toBe('3');
  });

  test('the clear button clears the rating', async () => {
    const { select } = mountForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Good' }));
    await userEvent.click(screen.getByRole('button', { name: 'Puanı temizle' }));
    expect(select.value).toBe('');
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Puanı temizle' })).toBeNull();
  });

  test('a change of the select from outside is shown', () => {
    const { select, star } = mountForm();
    select.value = '2';
    fireEvent.change(select);
    expect(star(2)).toHaveAttribute('aria-checked', 'true');
  });

  test('read-only .star-rating displays are left alone', () => {
    const display = document.createElement('div');
    display.className = 'star-rating';
    display.setAttribute('role', 'img');
    display.innerHTML = '<span style="width:80%">Rated <strong class="rating">4</strong> out of 5</span>';
    document.body.append(display);
    const before = display.outerHTML;
    mountForm();
    expect(display.outerHTML).toBe(before);
  });
});

describe('the review rule', () => {
  test("without a rating, submitting shows 'Please select a rating' inline, focuses the stars and sends nothing", async () => {
    const { submitted, submitButton, star } = mountForm({ required: true });
    fillRequiredFields();
    await userEvent.click(submitButton);
    expect(submitted).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please select a rating');
    expect(star(1)).toHaveFocus();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-describedby', alert.id);
  });

  test('the text printed in i18n_required_rating_text wins', async () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = {
      i18n_required_rating_text: 'Lütfen bir puan seçin',
      review_rating_required: 'yes',
    };
    resetConfig();
    const { submitButton } = mountForm();
    await userEvent.click(submitButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir puan seçin');
  });

  test('the submit event (Enter, requestSubmit) is checked too', () => {
    const { form, submitted } = mountForm({ required: true });
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Please select a rating');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  test('choosing a rating clears the message and lets the review go', async () => {
    const { submitted, submitButton, star } = mountForm({ required: true });
    fillRequiredFields();
    await userEvent.click(submitButton);
    await userEvent.click(star(5));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(submitButton);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(new FormData(document.querySelector('form') as HTMLFormElement).get('rating')).toBe('5');
  });

  test('when ratings are optional, a review without one goes', async () => {
    const { submitted, submitButton } = mountForm({ required: false });
    fillRequiredFields();
    await userEvent.click(submitButton);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('stopped after use, the form is byte for byte as printed and the rule is gone', async () => {
    const { stop, select, form, wrapper, printed, submitButton, submitted } = mountForm({ required: true });
    await userEvent.click(submitButton);
    await userEvent.click(screen.getByRole('radio', { name: 'Good' }));
    select.value = '';
    stop();
    expect(select.required).toBe(true);
    expect(wrapper.innerHTML).toBe(printed);
    // No rule any more: a submit without a rating is not stopped by the island.
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(wrapper.innerHTML).toBe(printed);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

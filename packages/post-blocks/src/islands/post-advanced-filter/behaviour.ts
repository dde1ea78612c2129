import type { BehaviourContext } from '@firsat/core/island';
import {
  asButton,
  bindFocusKeys,
  clickOnKeys,
  createDisclosureGroup,
  type DisclosureHandle,
  debounce,
  disclosure,
  type ListingRun,
  onAddressChange,
  plural,
  readQuery,
  writeQuery,
} from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import {
  applyFilteredReply,
  blockPlace,
  createListingCalls,
  gridOf,
  itemsOf,
  keepAttributes,
  keepOwnChildren,
  keepUniqueIds,
  type PostGrid,
  parseFilteredReply,
  postListingMessages,
  postListingRequest,
  putBack,
  uniqueFields,
} from '../../shared/listing';
import { buttonOf, optionName, readControls, type SelectControl, selectOf } from './markup';
import {
  advFilterFields,
  chipText,
  chipTypeKeys,
  type FilterButton,
  filterQuery,
  pressButton,
} from './model';
import type { PostAdvancedFilterProps } from './props';

const ACTIVE = 'ultp-filter-button-active';

/**
 * The advanced filter: its dropdowns (the kit's disclosure, one open at a time, Escape and an
 * outside press close; the options a listbox the arrow keys move in; a search box inside filters
 * them), its buttons (keyboard buttons with `aria-pressed`; all deactivates the others, adv_sort /
 * order / order_by one per type), its search (500 ms after typing; Enter or the icon at once),
 * its chips (the printed template cloned per chosen dropdown, each with a remove button) and its
 * clear button (every dropdown to its first option, buttons off, search emptied). Each change
 * sends one `ultp_adv_filter` per grid of `data-grids` (the plugin sent one per grid for every
 * grid), whose reply goes into that grid as the filter bar's does; an empty one appends the
 * reply's `notFound` as `div.ultp-not-found-message[role=alert]`. The state is in the address
 * (`<firstGrid>_<type>`, `<firstGrid>_s`): Back and shared links restore it. Counts are
 * announced. A failure logs SPEC §8's line.
 */
export function bindPostAdvancedFilter(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostAdvancedFilterProps>,
): void {
  const controls = readControls(el);
  const key = props.grids[0]?.blockId ?? 'ultp';
  const types = [
    ...new Set([...controls.selects.map((s) => s.type), ...controls.buttons.map((b) => buttonOf(b).type)]),
  ];
  const printedButtons = controls.buttons.map(buttonOf);
  let buttons: FilterButton[] = printedButtons;
  const firstOf = (select: SelectControl) => select.options[0]?.getAttribute('data-id') ?? '';
  const made: Element[] = [];
  const replaced: [Element, Element][] = [];
  const grids = props.grids.map(({ blockId }) => {
    const wrapper = el.querySelector(`.ultp-block-${blockId} .ultp-block-wrapper`);
    return wrapper ? gridOf(wrapper) : null;
  });
  const kept = grids.map((grid) => keepOwnChildren(grid?.items ?? null));
  onCleanup(() => {
    for (const node of made.splice(0)) node.remove();
    putBack(replaced);
    for (const k of kept) k.restore();
  });
  for (const node of [
    ...controls.buttons,
    ...controls.selects.flatMap((s) => [s.el, s.field, s.text, s.list, ...s.options]),
    controls.search,
    controls.searchIcon,
  ])
    if (node) onCleanup(keepAttributes(node));
  const printedSearch = controls.search?.value ?? '';
  const texts = controls.selects.map((s) => s.text?.textContent ?? null);
  onCleanup(() => {
    if (controls.search) controls.search.value = printedSearch;
    controls.selects.forEach((s, i) => {
      const text = texts[i];
      if (s.text && typeof text === 'string' && s.text.textContent !== text) s.text.textContent = text;
    });
  });
  keepUniqueIds(el);

  // ── rendering the controls ──
  const renderButtons = () =>
    controls.buttons.forEach((button, i) => {
      const on = buttons[i]?.active ?? false;
      if (button.classList.contains(ACTIVE) !== on) button.classList.toggle(ACTIVE, on);
      button.setAttribute('data-is-active', String(on));
      button.setAttribute('aria-pressed', String(on));
    });
  const chips = new Map<SelectControl, HTMLElement>();
  const dropChip = (select: SelectControl) => {
    chips.get(select)?.remove();
    chips.delete(select);
  };
  const setSelect = (select: SelectControl, value: string) => {
    const option = select.options.find((li) => li.getAttribute('data-id') === value) ?? select.options[0];
    const id = option?.getAttribute('data-id') ?? value;
    select.el.setAttribute('data-selected', id);
    if (select.text && option) select.text.textContent = optionName(option);
    for (const li of select.options) li.setAttribute('aria-selected', String(li === option));
    if (id === '_all' || id === firstOf(select) || !controls.template || !controls.clear)
      return dropChip(select);
    let chip = chips.get(select);
    if (!chip) {
      chip = controls.template.cloneNode(true) as HTMLElement;
      chip.classList.remove('ultp-filter-clear-template');
      chip.classList.add('ultp-filter-clear-selected-filter');
      chip.style.display = 'block';
      controls.clear.before(chip);
      made.push(chip);
      chips.set(select, chip);
      const remove = chip.querySelector<HTMLElement>('.ultp-selected-filter-icon');
      if (remove) {
        asButton(remove, null, signal);
        remove.addEventListener(
          'click',
          () => {
            setSelect(select, firstOf(select));
            controls.clear?.querySelector<HTMLElement>('button')?.focus();
            change('push');
          },
          { signal },
        );
      }
    }
    const typeKey = chipTypeKeys[select.type as keyof typeof chipTypeKeys];
    const name = chipText(
      select.type,
      option ? optionName(option) : id,
      typeKey ? postListingMessages.t(typeKey) : undefined,
    );
    chip.setAttribute('data-id', id);
    chip.setAttribute('data-type', select.type);
    chip.setAttribute('data-for', select.el.getAttribute('data-blockId') ?? '');
    const label = chip.querySelector('.ultp-selected-filter-text');
    if (label) label.textContent = name;
    chip
      .querySelector('.ultp-selected-filter-icon')
      ?.setAttribute('aria-label', postListingMessages.t('postRemoveFilter', { filter: name }));
  };

  // An infinite-scroll grid's wrapper gets the reply's `data_attrs` as `data-<key>` (the plugin's
  // re-arming), and `data-pagenum` from its `paged`: its feed starts again with the filter.
  for (const grid of grids)
    if (grid?.wrapper && grid.block?.classList.contains('ultp-iscroll-active'))
      onCleanup(keepAttributes(grid.wrapper));
  const carryOn = (wrapper: HTMLElement, attrs: unknown) => {
    let parsed: unknown = attrs;
    try {
      if (typeof attrs === 'string') parsed = JSON.parse(attrs);
    } catch {
      return;
    }
    if (!parsed || typeof parsed !== 'object') return;
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>))
      if (/^[\w-]+$/.test(name) && (typeof value === 'string' || typeof value === 'number'))
        wrapper.setAttribute(`data-${name}`, String(value));
    const paged = (parsed as { paged?: unknown }).paged;
    if (typeof paged === 'number' || typeof paged === 'string')
      wrapper.setAttribute('data-pagenum', String(paged));
  };

  // ── the calls: one per grid ──
  const runs: (ListingRun | null)[] = grids.map((grid) =>
    grid ? createListingCalls(grid.wrapper, signal, onCleanup) : null,
  );
  const holder = el.closest('.wp-block-ultimate-post-post-grid-parent') ?? el;
  const fetchAll = () => {
    const fields = advFilterFields(
      buttons,
      controls.selects.map(selectOf),
      controls.search ? controls.search.value : null,
    );
    const builder =
      controls.selects.find((s) => s.el.getAttribute('data-builder'))?.el.getAttribute('data-builder') ?? '';
    const postId =
      controls.selects
        .find((s) => s.el.getAttribute('data-current-postid'))
        ?.el.getAttribute('data-current-postid') ?? props.postId;
    const place = blockPlace(el, Number(postId) || 0, '');
    for (const node of holder.querySelectorAll('.ultp-not-found-message')) node.remove();
    let total = 0;
    let answered = 0;
    props.grids.forEach((entry, i) => {
      const grid = grids[i];
      const run = runs[i];
      if (!grid || !run) return;
      void run(
        async (call) => {
          const reply = await postListingRequest(
            {
              action: 'ultp_adv_filter',
              ...fields,
              ...(builder ? { builder_id: builder } : {}),
              blockId: entry.blockId,
              blockName: entry.name,
              postId: postId || place.postId,
              ...uniqueFields(el),
              widgetBlockId: place.widgetBlockId,
            },
            call,
          );
          const data = parseFilteredReply(reply);
          await applyFilteredReply(grid as PostGrid, data, replaced);
          if (grid.block?.classList.contains('ultp-iscroll-active') && grid.wrapper)
            carryOn(grid.wrapper, data.data_attrs);
          kept[i]?.wrote();
          keepUniqueIds(grid.items);
          if (!data.blocks && data.notFound) {
            const message = document.createElement('div');
            message.className = 'ultp-not-found-message';
            message.setAttribute('role', 'alert');
            message.textContent = data.notFound;
            holder.append(message);
            made.push(message);
          }
          total += itemsOf(grid.items).length;
          answered += 1;
          if (answered === props.grids.length && total > 0)
            announce(
              postListingMessages.t(plural(total, { one: 'postResultsOne', other: 'postResultsOther' }), {
                count: total,
              }),
              'polite',
            );
        },
        () => {},
      );
    });
  };
  const change = (address: 'push' | 'replace' | 'none') => {
    if (address !== 'none') writeQuery(queryNow(), address);
    fetchAll();
  };
  const queryNow = () =>
    filterQuery(
      key,
      {
        selects: controls.selects.map(selectOf),
        firstOf: (type) => {
          const select = controls.selects.find((s) => s.type === type);
          return select ? firstOf(select) : '';
        },
        buttons,
        search: controls.search?.value ?? '',
      },
      types,
    );

  // ── dropdowns ──
  const group = createDisclosureGroup();
  const handles = new Map<SelectControl, DisclosureHandle>();
  for (const select of controls.selects) {
    const { field, list, icon } = select;
    if (!field || !list) continue;
    const name = select.el.getAttribute('aria-label');
    asButton(field, name, signal);
    field.setAttribute('aria-haspopup', 'listbox');
    list.setAttribute('role', 'listbox');
    if (name) list.setAttribute('aria-label', name);
    // The printed `aria-expanded` on the wrapper div (no role allows it) moves to the field, the
    // button that opens the list; the wrapper becomes a group named as printed.
    select.el.removeAttribute('aria-expanded');
    select.el.setAttribute('role', 'group');
    const visible = () => select.options.filter((li) => li.style.display !== 'none');
    const handle = disclosure(field, list, {
      signal,
      group,
      openClass: icon ? [icon, 'ultp-dropdown-icon-rotate'] : undefined,
      onChange(open) {
        list.style.display = open ? 'block' : 'none';
        if (open) {
          const chosen =
            select.options.find((li) => li.getAttribute('aria-selected') === 'true') ?? visible()[0];
          (select.search ?? chosen)?.focus();
        }
      },
    });
    handles.set(select, handle);
    for (const li of select.options) {
      li.setAttribute('role', 'option');
      li.setAttribute('tabindex', '-1');
      clickOnKeys(li, signal);
      li.addEventListener(
        'click',
        (event) => {
          event.stopPropagation();
          setSelect(select, li.getAttribute('data-id') ?? '');
          handle.close();
          field.focus();
          change('push');
        },
        { signal },
      );
    }
    setSelect(select, select.el.getAttribute('data-selected') ?? firstOf(select));
    bindFocusKeys(list, { items: visible, signal });
    select.search?.addEventListener(
      'input',
      () => {
        const text = (select.search?.value ?? '').toLocaleLowerCase('tr');
        for (const li of select.options)
          li.style.display =
            !text || optionName(li).toLocaleLowerCase('tr').includes(text) ? 'list-item' : 'none';
      },
      { signal },
    );
  }

  // ── buttons ──
  controls.buttons.forEach((button, i) => {
    asButton(button, null, signal);
    button.addEventListener(
      'click',
      () => {
        buttons = pressButton(buttons, i);
        renderButtons();
        change('push');
      },
      { signal },
    );
  });
  renderButtons();

  // ── search: 500 ms after typing, Enter or the icon at once ──
  const later = debounce(() => change('replace'), 500, signal);
  controls.search?.addEventListener('input', () => later(), { signal });
  controls.search?.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      later.cancel();
      change('replace');
    },
    { signal },
  );
  if (controls.searchIcon) {
    asButton(controls.searchIcon, postListingMessages.t('postSearchNow'), signal);
    controls.searchIcon.addEventListener(
      'click',
      () => {
        later.cancel();
        change('replace');
      },
      { signal },
    );
  }

  // ── clear: every dropdown to its first option, buttons off, search emptied ──
  const reset = () => {
    for (const select of controls.selects) setSelect(select, firstOf(select));
    buttons = buttons.map((b) => ({ ...b, active: false }));
    renderButtons();
    if (controls.search) controls.search.value = '';
    later.cancel();
  };
  controls.clear?.addEventListener(
    'click',
    () => {
      reset();
      change('push');
    },
    { signal },
  );

  // ── the address: Back, Forward and shared links ──
  const fromAddress = (): boolean => {
    const query = readQuery();
    const named = types.some((t) => query.get(`${key}_${t}`) !== null) || query.get(`${key}_s`) !== null;
    for (const select of controls.selects)
      setSelect(select, query.get(`${key}_${select.type}`) ?? firstOf(select));
    buttons = printedButtons.map((b) => {
      const listed = query.get(`${key}_${b.type}`);
      return listed === null
        ? named
          ? { ...b, active: false }
          : b
        : { ...b, active: listed.split(',').includes(b.selected) };
    });
    renderButtons();
    if (controls.search) controls.search.value = query.get(`${key}_s`) ?? printedSearch;
    return named;
  };
  onAddressChange(() => {
    const before = JSON.stringify(queryNow());
    fromAddress();
    if (JSON.stringify(queryNow()) !== before) change('none');
  }, signal);
  if (fromAddress()) change('none');
}

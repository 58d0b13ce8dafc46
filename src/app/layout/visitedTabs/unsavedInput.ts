/**
 * Which kept pages hold input the user has not saved (issue 29, item 7): closing or refreshing
 * their tab asks first. A page's input counts when the user changed a field of a form still on
 * screen (the page's own or an open dialog's) and no save has succeeded on the page since. Query
 * forms (`role="search"`: the lists' filters) never count: what they hold is in the address once
 * applied. The rule is the DOM's, so no form has to declare itself (docs/building-blocks.md).
 */

/** The form a changed field belongs to, when it holds data to save. */
function savableForm(field: Element | null): HTMLFormElement | null {
  const form = field?.closest('form') ?? null;
  return form && form.getAttribute('role') !== 'search' ? form : null;
}

/** A field typed in or toggled (React's `onInput`/`onChange` of any field below the page). */
export function typedForm(target: EventTarget): HTMLFormElement | null {
  return savableForm(target instanceof Element ? target : null);
}

/**
 * A choice made in a select's, picker's or cascader's popup: by mouse in the popup, which sits
 * outside the page (a portal) while focus stays on the field that opened it, or by Enter on the
 * open field itself.
 */
export function chosenForm(
  event: MouseEvent | KeyboardEvent,
  page: Element,
): HTMLFormElement | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return null;
  if (event instanceof KeyboardEvent) {
    const open = target.getAttribute('aria-expanded') === 'true';
    return event.key === 'Enter' && open ? savableForm(target) : null;
  }
  const inPopup =
    !page.contains(target) &&
    target.closest('.ant-select-dropdown, .ant-picker-dropdown, .ant-cascader-dropdown') !== null;
  return inPopup ? savableForm(document.activeElement) : null;
}

/** The changed forms of each kept page, by its path. */
export class UnsavedInput {
  private readonly forms = new Map<string, Set<HTMLFormElement>>();

  note(path: string, form: HTMLFormElement): void {
    const forms = this.forms.get(path) ?? new Set();
    forms.add(form);
    this.forms.set(path, forms);
  }

  /** A save succeeded on the page, or the page closed: nothing of it is unsaved any more. */
  clear(path: string): void {
    this.forms.delete(path);
  }

  /** A changed form still on screen: a dialog closed or a page left takes its input with it. */
  has(path: string): boolean {
    return [...(this.forms.get(path) ?? [])].some((form) => form.isConnected);
  }
}

/** What closing (or refreshing) tabs with unsaved input asks. */
export function unsavedQuestion(titles: string[], refresh: boolean): string {
  const pages = titles.map((title) => `「${title}」`).join('');
  return `${pages}有未保存的内容，${refresh ? '刷新' : '关闭'}后将丢失。确定${refresh ? '刷新' : '关闭'}吗？`;
}

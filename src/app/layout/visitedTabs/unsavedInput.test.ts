import { chosenForm, typedForm, UnsavedInput, unsavedQuestion } from './unsavedInput';

function page(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
}

afterEach(() => document.body.replaceChildren());

test('a field typed in counts for its form; a query form (role="search") and a table never do', () => {
  const box = page(`
    <form id="save"><input id="name"></form>
    <form role="search"><input id="filter"></form>
    <table><tr><td><input type="checkbox" id="row"></td></tr></table>`);
  expect(typedForm(box.querySelector('#name')!)).toBe(box.querySelector('#save'));
  expect(typedForm(box.querySelector('#filter')!)).toBeNull();
  expect(typedForm(box.querySelector('#row')!)).toBeNull();
});

test('a choice in a popup counts for the form of the field that opened it; a click in the page does not', () => {
  const box = page(
    '<form><input id="select" aria-expanded="true"><button type="button">x</button></form>',
  );
  const popup = document.createElement('div');
  popup.className = 'ant-select-dropdown';
  popup.innerHTML = '<div class="ant-select-item-option">研发</div>';
  document.body.append(popup);
  const select = box.querySelector<HTMLInputElement>('#select')!;
  select.focus();
  const clickOn = (target: Element) => {
    const event = new MouseEvent('click', { bubbles: true });
    target.dispatchEvent(event);
    return chosenForm(event, box);
  };
  expect(clickOn(popup.firstElementChild!)).toBe(box.querySelector('form'));
  expect(clickOn(box.querySelector('button')!)).toBeNull();

  const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true });
  select.dispatchEvent(enter);
  expect(chosenForm(enter, box)).toBe(box.querySelector('form'));
  select.setAttribute('aria-expanded', 'false');
  select.dispatchEvent(enter);
  expect(chosenForm(enter, box)).toBeNull();
});

test('input is unsaved while its form is on screen, until cleared', () => {
  const box = page('<form></form><form></form>');
  const [kept, dialog] = box.querySelectorAll('form');
  const unsaved = new UnsavedInput();
  unsaved.note('/a', dialog);
  expect(unsaved.has('/a')).toBe(true);
  dialog.remove();
  expect(unsaved.has('/a')).toBe(false);
  unsaved.note('/a', kept);
  expect([unsaved.has('/a'), unsaved.has('/b')]).toEqual([true, false]);
  unsaved.clear('/a');
  expect(unsaved.has('/a')).toBe(false);
});

test('the question names the pages and what is about to happen', () => {
  expect(unsavedQuestion(['新增订单', '订单设置'], false)).toBe(
    '「新增订单」「订单设置」有未保存的内容，关闭后将丢失。确定关闭吗？',
  );
  expect(unsavedQuestion(['订单设置'], true)).toBe(
    '「订单设置」有未保存的内容，刷新后将丢失。确定刷新吗？',
  );
});

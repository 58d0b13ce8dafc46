/** Queries the user-story tests share, for antd screens under jsdom. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The open dialog showing `text` (its title). Under Jest antd's ids are all "test-id", so a
 * dialog's aria-labelledby does not name it reliably.
 */
export async function dialogWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .queryAllByRole('dialog')
      .find((dialog) => within(dialog).queryAllByText(text, { exact: true }).length > 0);
    if (!found) throw new Error(`no dialog showing ${text}`);
    return found;
  });
}

/**
 * Waits until `container` shows each of `texts` once. A submit's messages come field by field
 * (antd sets a field's errors when its own rules settle) and, on a busy machine, React may commit
 * them in more than one render: finding the first says nothing yet of the others.
 *
 * Use it too for a field message already on screen before the action (a typed bad value, then
 * 保存): the submit validates again, antd empties the field's errors until its rules settle, and
 * on a busy machine it redraws the message as a new element. `findByText` could then hand back
 * the old element a moment before it leaves the page; this checks the page as it is.
 */
export async function expectTexts(container: HTMLElement, texts: readonly string[]) {
  await waitFor(() => {
    for (const text of texts) expect(within(container).getByText(text)).toBeInTheDocument();
  });
}

/**
 * Waits until the page's 导出 reads 导出 again (not 导出中…): its file is saved and its loading has
 * ended. Its loading otherwise ends while the story reads the file, outside act.
 */
export async function expectExportSettled() {
  expect(await screen.findByRole('button', { name: /导\s*出$/ })).toBeEnabled();
}

/** Waits for the field labelled `label` to be described by its message (antd links the two with aria-describedby). */
export async function expectFieldError(container: HTMLElement, label: string, message: string) {
  await waitFor(() =>
    expect(within(container).getByLabelText(label)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    ),
  );
}

/**
 * The table row with a cell reading exactly `text`. `hidden: true` skips the visibility check,
 * which is slow under antd's styles in jsdom.
 */
export async function rowWith(
  text: string,
  container: HTMLElement = document.body,
): Promise<HTMLElement> {
  return waitFor(() => {
    const row = within(container)
      .getAllByRole('row', { hidden: true })
      .find((r) => within(r).queryAllByText(text, { selector: 'td' }).length > 0);
    if (!row) throw new Error(`no row shows ${text}`);
    return row;
  });
}

/**
 * A table's rows, header first, without the hidden row antd measures column widths with when the
 * table scrolls sideways (every SearchTable does). `hidden: true` as in `rowWith`.
 */
export const tableRows = (container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole('row', { hidden: true })
    .filter((row) => !row.classList.contains('ant-table-measure-row'));

/** The cells of a table row. */
export const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true });

/** The tree node titled exactly `title` (antd renders the nodes flat, one treeitem each). */
export function treeNode(tree: HTMLElement, title: string): HTMLElement {
  const nodes = within(tree)
    .getAllByRole('treeitem', { hidden: true })
    .filter((item) => within(item).queryByText(title, { exact: true }) !== null);
  if (nodes.length !== 1) throw new Error(`${nodes.length} tree nodes titled ${title}`);
  return nodes[0];
}

/** Types `value` into the list's filter labelled `label` (emptied first) and searches. */
export async function searchBy(user: UserEvent, label: string, value: string) {
  const form = screen.getByRole('search', { name: '查询条件' });
  const box = within(form).getByLabelText(label);
  await user.clear(box);
  if (value) await user.type(box, value);
  await user.click(within(form).getByRole('button', { name: '查询' }));
}

/**
 * Shows columns the list starts without (`defaultHidden`), as a user does: ticks them in its
 * 列设置 (each must be there, unticked), then closes it. The choice is remembered for the test's
 * account until `localStorage` is cleared after the test.
 */
export async function showColumns(user: UserEvent, ...titles: string[]) {
  const opener = screen.getByRole('button', { name: '列设置' });
  await user.click(opener);
  const settings = await screen.findByRole('group', { name: '列设置' });
  for (const title of titles) {
    const box = within(settings).getByRole('checkbox', { name: title });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
  }
  await user.click(opener);
}

/**
 * The page's file input (antd's Upload hides it without a label: there is no accessible way to
 * reach it), once it takes a file: while an import runs the Upload is disabled, and user-event
 * drops a file given to a disabled input, as the browser would.
 */
export function enabledFileInput(): Promise<HTMLInputElement> {
  return waitFor(() => {
    // eslint-disable-next-line testing-library/no-node-access
    const found = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input yet');
    if (found.disabled) throw new Error('the file input is disabled: an import is running');
    return found;
  });
}

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { saveAs } from 'file-saver';
import * as XLSX from 'xlsx';
import type { BatchOptions } from '@/shared/request/fetchAllPages';
import { runClockFrom } from '@/test/shiftClock';
import { ExportButton, ExportFileButton } from './ExportButton';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

interface Row {
  name: string;
  mobile?: string;
}
const columns = [
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'mobile' },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

/** 9 March 2026, 08:05:42 local time: the clock of the tests that read a file's name. */
const AT = new Date(2026, 2, 9, 8, 5, 42);
let restoreClock: (() => void) | undefined;
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

test('fetches all rows, shows progress, and saves excel-list-<stamp>.xlsx with / for missing values', async () => {
  const user = userEvent.setup();
  restoreClock = runClockFrom(AT);
  const rows = deferred<Row[]>();
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={() => rows.promise} />
    </App>,
  );

  await user.click(screen.getByRole('button', { name: /导出/ }));
  expect(screen.getByRole('button', { name: /导出中/ })).toHaveAttribute('aria-busy', 'true');

  rows.resolve([{ name: '张三', mobile: '13812345678' }, { name: '=cmd' }]);
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toBe('excel-list-20260309-0805.xlsx');

  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual([
    ['姓名', '手机号'],
    ['张三', '13812345678'],
    ['=cmd', '/'],
  ]);
  expect(await screen.findByRole('button', { name: /导出/ })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
});

test('shows the percent built while a large export runs', async () => {
  const user = userEvent.setup();
  const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({ name: `用户${i}` }));
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={async () => rows} />
    </App>,
  );
  await user.click(screen.getByRole('button', { name: /导出/ }));
  expect(await screen.findByRole('button', { name: /导出中 \d+%/ })).toBeInTheDocument();
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
});

test('names the file after the list and the moment of the click', async () => {
  const user = userEvent.setup();
  restoreClock = runClockFrom(AT);
  const rows = deferred<Row[]>();
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={() => rows.promise} listName="任务列表">
        导出任务
      </ExportButton>
    </App>,
  );
  await user.click(screen.getByRole('button', { name: /导出任务/ }));
  // The rows take two minutes: the name keeps the minute the export was asked for.
  restoreClock();
  restoreClock = runClockFrom(new Date(2026, 2, 9, 8, 7, 42));
  rows.resolve([{ name: 'a' }]);
  await waitFor(() =>
    expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), '任务列表-20260309-0805.xlsx'),
  );
});

test('a one-file export looks and behaves as 导出: the download icon, then 导出中 and busy until it settles', async () => {
  const user = userEvent.setup();
  const pdf = deferred<undefined>();
  const save = jest.fn(() => pdf.promise);
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={async () => []}>
        导出Excel
      </ExportButton>
      <ExportFileButton save={save}>导出PDF</ExportFileButton>
    </App>,
  );
  const excel = screen.getByRole('button', { name: '导出Excel' });
  const button = screen.getByRole('button', { name: '导出PDF' });
  // The same icon, decorative in both: the label alone names the button.
  const icon = (element: HTMLElement) => within(element).getByRole('img', { hidden: true });
  expect(icon(excel)).toHaveAttribute('aria-label', 'download');
  expect(icon(button)).toHaveAttribute('aria-label', 'download');
  expect(icon(excel)).toHaveAttribute('aria-hidden', 'true');
  expect(icon(button)).toHaveAttribute('aria-hidden', 'true');

  await user.click(button);
  expect(save).toHaveBeenCalledTimes(1);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveTextContent(/^导出中$/);
  // A failure was said by the request layer: the button only comes back.
  pdf.reject(new Error('network'));
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
  // antd's Button drops its loading icon a render after its `loading` (an effect of its own):
  // on a busy machine the name read `loading 导出PDF` between the two.
  await waitFor(() => expect(button).toHaveAccessibleName('导出PDF'));
  expect(icon(button)).toHaveAttribute('aria-label', 'download');
});

test('a failed fetch ends the export without saving', async () => {
  const user = userEvent.setup();
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={() => Promise.reject(new Error('network'))} />
    </App>,
  );
  await user.click(screen.getByRole('button', { name: /导出/ }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /导出/ })).not.toHaveAttribute('aria-busy', 'true'),
  );
  expect(saveAs).not.toHaveBeenCalled();
});

test('a workbook that cannot be written says 数据有误，请联系管理员', async () => {
  const user = userEvent.setup();
  jest.mocked(saveAs).mockImplementationOnce(() => {
    throw new Error('quota');
  });
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={async () => [{ name: 'a' }]} />
    </App>,
  );
  await user.click(screen.getByRole('button', { name: /导出/ }));
  expect(await screen.findByText('数据有误，请联系管理员')).toBeInTheDocument();
});

test('shows the rows fetched so far, and 停止导出 stops, saves nothing, says so and gives focus back', async () => {
  const user = userEvent.setup();
  const fetchRows = ({ signal, onProgress }: BatchOptions) =>
    new Promise<Row[]>((_resolve, reject) => {
      onProgress?.({ fetched: 10_000, total: 20_388 });
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  render(
    <App>
      <ExportButton<Row> columns={columns} fetchRows={fetchRows} />
    </App>,
  );
  await user.click(screen.getByRole('button', { name: /导出/ }));
  expect(await screen.findByRole('button', { name: /导出中 10000\/20388条/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '停止导出' }));
  expect(await screen.findByText('已停止导出，未保存文件')).toBeInTheDocument();
  const exportButton = screen.getByRole('button', { name: /导出$/ });
  expect(exportButton).not.toHaveAttribute('aria-busy', 'true');
  expect(exportButton).toHaveFocus();
  expect(screen.queryByRole('button', { name: '停止导出' })).not.toBeInTheDocument();
  expect(saveAs).not.toHaveBeenCalled();
});

afterEach(() => jest.mocked(saveAs).mockClear());

import '@/test/polyfillMessageChannel';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import type { RemoteOption } from './RemoteSelect';
import { RemoteSelect } from './RemoteSelect';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

/** A fetch whose answers the test releases one by one. */
function controllableFetch() {
  const calls: Array<{
    keyword: string;
    signal: AbortSignal;
    answer: (o: RemoteOption[]) => void;
  }> = [];
  const fetchOptions = jest.fn(
    (keyword: string, signal: AbortSignal) =>
      new Promise<RemoteOption[]>((resolve) => calls.push({ keyword, signal, answer: resolve })),
  );
  return { fetchOptions, calls };
}

/** The label shown in the closed select (antd draws it beside the combobox input). */
const chosenLabel = (text: string) => screen.getByText(text, { selector: '.ant-select-content' });

function renderSelect(
  fetchOptions: (k: string, s: AbortSignal) => Promise<RemoteOption[]>,
  { expertId, initialOptions }: { expertId?: number; initialOptions?: RemoteOption[] } = {},
) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Form initialValues={{ expertId }}>
      <Form.Item label="专家" name="expertId">
        <RemoteSelect
          fetchOptions={fetchOptions}
          initialOptions={initialOptions}
          style={{ width: 200 }}
        />
      </Form.Item>
    </Form>,
  );
  return { user, box: screen.getByRole('combobox', { name: '专家' }) };
}

test('loads on open, then typing fast makes one call 300 ms after the last key', async () => {
  const { fetchOptions, calls } = controllableFetch();
  const { user, box } = renderSelect(fetchOptions);

  await user.click(box);
  expect(fetchOptions).toHaveBeenCalledTimes(1);
  expect(fetchOptions).toHaveBeenLastCalledWith('', expect.any(AbortSignal));
  await act(async () => calls[0].answer([{ label: '王医生', value: 1 }]));
  expect(await screen.findByTitle('王医生')).toBeInTheDocument();

  await user.type(box, '李医');
  await tick(299);
  expect(fetchOptions).toHaveBeenCalledTimes(1);
  await tick(1);
  expect(fetchOptions).toHaveBeenCalledTimes(2);
  expect(fetchOptions).toHaveBeenLastCalledWith('李医', expect.any(AbortSignal));
});

test('a stale answer is ignored and its request aborted', async () => {
  const { fetchOptions, calls } = controllableFetch();
  const { user, box } = renderSelect(fetchOptions);

  await user.click(box); // call 0: ''
  await user.type(box, '王');
  await tick(300); // call 1: '王'
  await user.clear(box);
  await user.type(box, '李');
  await tick(300); // call 2: '李'
  const [open, wang, li] = calls;
  expect([open.keyword, wang.keyword, li.keyword]).toEqual(['', '王', '李']);
  expect(open.signal.aborted).toBe(true);
  expect(wang.signal.aborted).toBe(true);
  expect(li.signal.aborted).toBe(false);

  await act(async () => li.answer([{ label: '李医生', value: 2 }]));
  await act(async () => wang.answer([{ label: '王医生', value: 1 }]));
  expect(screen.getByTitle('李医生')).toBeInTheDocument();
  expect(screen.queryByTitle('王医生')).not.toBeInTheDocument();
});

test('shows a spinner while loading and keeps the chosen label', async () => {
  const { fetchOptions, calls } = controllableFetch();
  const { user, box } = renderSelect(fetchOptions);
  await user.click(box);
  expect(screen.getByRole('img', { name: 'loading' })).toBeInTheDocument();

  await act(async () => calls[0].answer([{ label: '王医生', value: 1 }]));
  await user.click(screen.getByTitle('王医生'));
  expect(chosenLabel('王医生')).toBeInTheDocument();

  await user.type(box, '李');
  await tick(300);
  await act(async () => calls[1].answer([{ label: '李医生', value: 2 }]));
  await user.keyboard('{Escape}');
  await user.tab();
  expect(chosenLabel('王医生')).toBeInTheDocument(); // not the bare value 1
});

test('labels an existing value from initialOptions, also after a search without it', async () => {
  const { fetchOptions, calls } = controllableFetch();
  const { user, box } = renderSelect(fetchOptions, {
    expertId: 5,
    initialOptions: [{ label: '张医生', value: 5 }],
  });
  expect(chosenLabel('张医生')).toBeInTheDocument();

  await user.click(box);
  await act(async () => calls[0].answer([{ label: '李医生', value: 2 }]));
  await user.keyboard('{Escape}');
  expect(chosenLabel('张医生')).toBeInTheDocument();
});

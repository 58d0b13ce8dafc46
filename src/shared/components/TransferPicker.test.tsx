import '@/test/polyfillMessageChannel';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import type { PickerItem, PickerKey } from './TransferPicker';
import { TransferPicker, matchesItem } from './TransferPicker';

const items: PickerItem[] = [
  { key: 'a', title: '焦虑量表', description: 'SAS' },
  { key: 'b', title: '抑郁量表', description: 'SDS' },
  { key: 'c', title: '睡眠质量', description: 'PSQI' },
];

function Picker({ onFinish }: { onFinish: (v: { scales?: PickerKey[] }) => void }) {
  return (
    <Form onFinish={onFinish} initialValues={{ scales: ['c'] }}>
      <Form.Item name="scales">
        <TransferPicker items={items} titles={['全部量表', '已选量表']} />
      </Form.Item>
      <Button htmlType="submit">提交表单</Button>
    </Form>
  );
}

test('moves a searched item to the picked list and submits the keys', async () => {
  const user = userEvent.setup();
  const onFinish = jest.fn();
  render(<Picker onFinish={onFinish} />);

  expect(screen.getByText('全部量表')).toBeInTheDocument();
  expect(screen.getByText('已选量表')).toBeInTheDocument();
  const [sourceSearch] = screen.getAllByPlaceholderText('请输入搜索内容');

  await user.type(sourceSearch, 'sds');
  expect(screen.queryByTitle('焦虑量表')).not.toBeInTheDocument();
  expect(screen.getByTitle('睡眠质量')).toBeInTheDocument(); // already picked, so not filtered
  await user.click(screen.getByTitle('抑郁量表'));
  await user.click(screen.getByRole('button', { name: /添加/ }));
  expect(screen.getByRole('button', { name: /移除/ })).toBeDisabled(); // nothing checked on the right yet
  await user.click(screen.getByRole('button', { name: '提交表单' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ scales: ['b', 'c'] }));
});

test('every checkbox is named: an item by its title, a select-all by its list, after a move too', async () => {
  const user = userEvent.setup();
  render(<Picker onFinish={jest.fn()} />);
  const names = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
  expect(names()).toEqual(['全选全部量表', '焦虑量表', '抑郁量表', '全选已选量表', '睡眠质量']);
  await user.click(screen.getByRole('checkbox', { name: '抑郁量表' }));
  await user.click(screen.getByRole('button', { name: /添加/ }));
  await waitFor(() =>
    expect(names()).toEqual(['全选全部量表', '焦虑量表', '全选已选量表', '抑郁量表', '睡眠质量']),
  );
});

test.each([
  ['焦虑', true],
  ['sas', true],
  [' SaS ', true],
  ['抑郁', false],
])('matchesItem(%p) on 焦虑量表/SAS is %p', (keyword, expected) => {
  expect(matchesItem(keyword, items[0])).toBe(expected);
});

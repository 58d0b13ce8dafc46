import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Input, InputNumber, Select, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { keepAriaChinese } from './chineseAria';

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = keepAriaChinese(document.body);
});
afterEach(() => stop());

test("antd's English accessible texts read in Chinese, and icons leave the names of their controls", async () => {
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN}>
      <Button icon={<PlusOutlined />}>新增订单</Button>
      <Button icon={<DeleteOutlined />} />
      <Select aria-label="状态" allowClear value="1" options={[{ value: '1', label: '启用' }]} />
      <InputNumber aria-label="价格" />
      <Input aria-label="名称" allowClear defaultValue="甲" />
      <Table
        rowKey="id"
        rowSelection={{}}
        columns={[{ title: '名称', dataIndex: 'name' }]}
        dataSource={[
          { id: 'a', name: '甲' },
          { id: 'b', name: '乙' },
        ]}
        pagination={{ pageSize: 1 }}
      />
    </ConfigProvider>,
  );
  // The observer renames after React's commit. The icon no longer names the button; an
  // icon-only button without a name keeps its icon's.
  expect(await screen.findByRole('button', { name: '新增订单' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'delete' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: '清除' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '增加数值' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '减少数值' })).toBeInTheDocument();
  const table = screen.getByRole('table');
  await user.click(screen.getByRole('button', { name: '下一页' }));
  expect(within(table).getByRole('checkbox', { name: '全选当页' })).toBeInTheDocument();
  // A checkbox antd renames when it is ticked is renamed again.
  await user.click(within(table).getByRole('checkbox', { name: '选择第 1 行' }));
  await waitFor(() =>
    expect(within(table).getByRole('checkbox', { name: '已选择第 1 行' })).toBeChecked(),
  );
  expect(document.body.innerHTML).not.toMatch(/aria-label="(Clear|Select|Row|Increase|Decrease)/);
});

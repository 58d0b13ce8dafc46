import '@/test/polyfillMessageChannel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { SaveFormModal } from './SaveFormModal';

const OK = /^确\s?定$/;
const CANCEL = /^取\s?消$/;

interface Values {
  name: string;
  remark?: string;
  password?: string;
}

/** A page with a button that opens the dialog, rendered only while open as the pages do. */
function Page({ onSave }: { onSave: (values: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        <Button onClick={() => setOpen(true)}>新增</Button>
        {open && (
          <SaveFormModal<Values>
            title="新增名称"
            successText="保存成功"
            keep={['password']}
            onSave={onSave}
            onClose={() => setOpen(false)}
          >
            <Form.Item label="名称" name="name" rules={[{ required: true, message: '请输入名称' }]}>
              <Input />
            </Form.Item>
            <Form.Item label="备注" name="remark">
              <Input />
            </Form.Item>
            <Form.Item label="密码" name="password">
              <Input.Password />
            </Form.Item>
          </SaveFormModal>
        )}
      </App>
    </ConfigProvider>
  );
}

const opener = () => screen.getByRole('button', { name: /^新\s?增$/ });

test('focus goes back to the opener after 取消', async () => {
  const user = userEvent.setup();
  render(<Page onSave={() => Promise.resolve()} />);
  await user.click(opener());
  const dialog = await screen.findByRole('dialog', { name: '新增名称' });
  await user.click(within(dialog).getByRole('button', { name: CANCEL }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener()).toHaveFocus();
});

test('focus goes back to the opener after a save; a refusal keeps the dialog and what was typed', async () => {
  const user = userEvent.setup();
  const onSave = jest
    .fn<Promise<unknown>, [Values]>()
    .mockRejectedValueOnce(new Error('名称已存在'))
    .mockResolvedValue(null);
  render(<Page onSave={onSave} />);
  await user.click(opener());
  const dialog = await screen.findByRole('dialog', { name: '新增名称' });
  await user.type(within(dialog).getByLabelText('名称'), '甲');
  await user.click(within(dialog).getByRole('button', { name: OK }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: OK })).toBeEnabled());
  expect(within(dialog).getByLabelText('名称')).toHaveValue('甲');
  await user.click(within(dialog).getByRole('button', { name: OK }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(onSave).toHaveBeenLastCalledWith({ name: '甲' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener()).toHaveFocus();
});

test('onSave receives the values as sent: text trimmed, blank text left out, the password as typed', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn<Promise<unknown>, [Values]>().mockResolvedValue(null);
  render(<Page onSave={onSave} />);
  await user.click(opener());
  const dialog = await screen.findByRole('dialog', { name: '新增名称' });
  await user.type(within(dialog).getByLabelText('名称'), '  名称  ');
  await user.type(within(dialog).getByLabelText('备注'), '   ');
  await user.type(within(dialog).getByLabelText('密码'), ' pass word ');
  await user.click(within(dialog).getByRole('button', { name: OK }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(onSave).toHaveBeenCalledTimes(1);
  // toStrictEqual: a key left as undefined is not "left out".
  expect(onSave.mock.calls[0][0]).toStrictEqual({ name: '名称', password: ' pass word ' });
});

import '@/test/polyfillMessageChannel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form } from 'antd';
import { SheetPicker } from './SheetPicker';

function pickerWithSpy() {
  const onChange = jest.fn();
  render(
    <App>
      <Form>
        <Form.Item label="量表文件" name="excelFile">
          <SheetPicker onChange={onChange} />
        </Form.Item>
      </Form>
    </App>,
  );
  return onChange;
}

test('a file that is not .xls/.xlsx is refused with the same message as every spreadsheet upload', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onChange = pickerWithSpy();
  await user.upload(screen.getByLabelText('量表文件'), new File(['x'], '量表.csv'));
  expect(await screen.findByText('只能上传 .xls/.xlsx 格式文件')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  await user.upload(screen.getByLabelText('量表文件'), new File(['x'], '量表.XLSX'));
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: '量表.XLSX' }));
});

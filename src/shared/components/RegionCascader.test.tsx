import '@/test/polyfillMessageChannel';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { useRegionNames } from '@/shared/regions/regionNames';
import { RegionCascader } from './RegionCascader';

function Names({ areaCode }: { areaCode: string }) {
  return <output>{useRegionNames(areaCode)}</output>;
}

function PickForm({
  onFinish,
  initial,
}: {
  onFinish: (v: { area?: string }) => void;
  initial?: string;
}) {
  return (
    <App>
      <Form onFinish={onFinish} initialValues={{ area: initial }}>
        <Form.Item label="地区" name="area">
          <RegionCascader />
        </Form.Item>
        <Button htmlType="submit" autoInsertSpace={false}>
          提交
        </Button>
      </Form>
    </App>
  );
}

test('picks province, city and district and gives the hyphen-joined codes to the form', async () => {
  const user = userEvent.setup();
  const onFinish = jest.fn();
  render(<PickForm onFinish={onFinish} />);
  await user.click(screen.getByRole('combobox', { name: '地区' }));
  await user.click(await screen.findByText('广东省'));
  await user.click(await screen.findByText('深圳市'));
  await user.click(await screen.findByText('南山区'));
  await user.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ area: '440000-440300-440305' }));
});

test('shows a stored areaCode by its names', async () => {
  render(<PickForm onFinish={jest.fn()} initial="110000-110100-110105" />);
  expect(await screen.findByText('北京市 / 北京市 / 朝阳区')).toBeInTheDocument();
});

test('useRegionNames shows an areaCode as names', async () => {
  render(<Names areaCode="440000-440300-440305" />);
  expect(await screen.findByText('广东省 深圳市 南山区')).toBeInTheDocument();
});

import '@/test/polyfillMessageChannel';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { RangePicker } from '@/shared/components/RangePicker';
import { DatePicker, dayRange, disableFuture, moment } from './dates';

test('moment speaks zh-cn only', () => {
  expect(moment.locale()).toBe('zh-cn');
  expect(moment('2024-03-04').format('dddd')).toBe('星期一');
});

test('dayRange covers whole days', () => {
  expect(dayRange(moment('2024-03-01 15:00'), '2024-03-02')).toEqual([
    '2024-03-01 00:00:00',
    '2024-03-02 23:59:59',
  ]);
});

test('disableFuture blocks tomorrow, not today', () => {
  expect(disableFuture(moment().add(1, 'day'))).toBe(true);
  expect(disableFuture(moment())).toBe(false);
});

test('the pickers hold Moment values inside a Form', async () => {
  const onFinish = jest.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <Form
        onFinish={onFinish}
        initialValues={{
          birthday: moment('2000-01-02'),
          range: [moment('2024-01-01'), moment('2024-01-31')],
        }}
      >
        <Form.Item label="生日" name="birthday">
          <DatePicker />
        </Form.Item>
        <Form.Item label="时间范围" name="range">
          <RangePicker />
        </Form.Item>
        <Button htmlType="submit">提交表单</Button>
      </Form>
    </ConfigProvider>,
  );
  expect(screen.getByLabelText('生日')).toHaveValue('2000-01-02');
  await userEvent.click(screen.getByRole('button', { name: '提交表单' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalled());
  const values = onFinish.mock.lastCall?.[0] as { birthday: unknown; range: unknown[] };
  expect(moment.isMoment(values.birthday)).toBe(true);
  expect(values.range.every((v) => moment.isMoment(v))).toBe(true);
});

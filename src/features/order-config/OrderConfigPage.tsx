import { App, Card, Flex, Form, Input, InputNumber, Radio } from 'antd';
import type { Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/orderConfig';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { useSaving } from '@/shared/components/useSaving';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { PATTERNS, mobileInvalidMessage, numberRange, required } from '@/shared/validation/rules';
import { useGetOrderConfigQuery, useSaveOrderConfigMutation } from './api';
import { ConsentVersions } from './ConsentVersions';
import { DefaultMeasurePlan } from './DefaultMeasurePlan';
import { validateLeading } from '@/shared/validation/leadToFirstError';

type Config = Body<typeof C.saveOrderConfig>;
type Values = Omit<Config, 'crisisNotifyMobiles'> & { crisisNotifyMobiles: string };

const NUMBERS: { name: keyof Config; label: string; min: number; max: number; unit: string }[] = [
  { name: 'acceptTimeoutMin', label: '接单超时', min: 5, max: 1440, unit: '分钟' },
  { name: 'cancelDeadlineHours', label: '来访者取消截止', min: 0, max: 168, unit: '小时' },
  { name: 'remindBeforeMin', label: '咨询前提醒', min: 0, max: 1440, unit: '分钟' },
  { name: 'autoConfirmDays', label: '自动确认完成', min: 1, max: 30, unit: '天' },
  { name: 'bookingAheadDays', label: '提前预约', min: 0, max: 30, unit: '天' },
  { name: 'bookingWindowDays', label: '可预约范围', min: 1, max: 90, unit: '天' },
  { name: 'waitlistHoldMin', label: '候补保留', min: 5, max: 1440, unit: '分钟' },
];

/** The crisis mobiles as the form writes them: one per line or comma-separated. */
const splitMobiles = (text: string) =>
  text
    .split(/[\s,，]+/)
    .map((mobile) => mobile.trim())
    .filter(Boolean);

const mobilesRule = {
  validator: (_rule: unknown, value?: string) => {
    const mobiles = splitMobiles(value ?? '');
    if (mobiles.length === 0) return Promise.reject(new Error('请至少填写一个危机通知手机号'));
    if (mobiles.length > 5) return Promise.reject(new Error('危机通知手机号最多5个'));
    if (mobiles.some((mobile) => !PATTERNS.mobile.test(mobile)))
      return Promise.reject(new Error(mobileInvalidMessage('危机通知手机号')));
    if (new Set(mobiles).size !== mobiles.length)
      return Promise.reject(new Error('危机通知手机号不能重复'));
    return Promise.resolve();
  },
};

/** 订单设置: timeouts, booking window, breach policy and crisis mobiles of the organisation (button 保存), its 默认测评计划 and its 知情同意书 versions. */
export default function OrderConfigPage() {
  const { message } = App.useApp();
  const { data, error, refetch } = useGetOrderConfigQuery();
  const [save] = useSaveOrderConfigMutation();
  const [form] = Form.useForm<Values>();
  const { buttonProps, run } = useSaving();
  const canSave = useCan(PERM.orderConfigSave);
  if (error)
    return <LoadFailure error={error} notFound="订单设置不存在" onRetry={() => void refetch()} />;
  if (!data) return null;

  const submit = () =>
    run(async () => {
      const values = await validateLeading(form);
      await save({
        ...values,
        crisisNotifyMobiles: splitMobiles(values.crisisNotifyMobiles),
      }).unwrap();
      message.success('保存成功');
    });

  return (
    <>
      <PageTitle
        title="订单设置"
        extra={
          <PermissionButton
            perm={PERM.orderConfigSave}
            type="primary"
            onClick={() => void submit()}
            {...buttonProps}
          >
            保存
          </PermissionButton>
        }
      />
      <Flex vertical gap="middle">
        <Card title="订单规则">
          <Form<Values>
            form={form}
            name="orderConfig"
            layout="horizontal"
            labelCol={{ span: 6 }}
            wrapperCol={{ span: 10 }}
            disabled={!canSave}
            initialValues={{ ...data, crisisNotifyMobiles: data.crisisNotifyMobiles.join('\n') }}
          >
            {NUMBERS.map((field) => (
              <Form.Item
                key={field.name}
                label={`${field.label}（${field.unit}）`}
                name={field.name}
                dependencies={field.name === 'bookingWindowDays' ? ['bookingAheadDays'] : undefined}
                rules={[
                  required(`请输入${field.label}`),
                  numberRange(field.min, field.max),
                  ...(field.name === 'bookingWindowDays'
                    ? [
                        ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
                          validator: (_rule: unknown, value?: number) =>
                            value !== undefined &&
                            value <= Number(getFieldValue('bookingAheadDays'))
                              ? Promise.reject(new Error('可预约天数须大于提前预约天数'))
                              : Promise.resolve(),
                        }),
                      ]
                    : []),
                ]}
              >
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            ))}
            <Form.Item label="爽约收费规则" name="breachPolicy">
              <Radio.Group
                options={[
                  { value: 'charge', label: '收取爽约费' },
                  { value: 'free', label: '不收取' },
                ]}
              />
            </Form.Item>
            <Form.Item
              label="危机通知手机号"
              name="crisisNotifyMobiles"
              extra="每行一个，最多5个；危机个案生成时向这些号码发送短信"
              rules={[mobilesRule]}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
          </Form>
        </Card>
        <DefaultMeasurePlan />
        <ConsentVersions />
      </Flex>
    </>
  );
}

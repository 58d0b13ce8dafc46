import { App, Button, Form, Input, Radio } from 'antd';
import { RegionCascader } from '@/shared/components/RegionCascader';
import { DatePicker, disableFuture, moment, type Moment } from '@/shared/utils/dates';
import { nameRules, regionRules } from '@/shared/validation/rules';
import { useSaveProfileMutation } from './api';
import { SEX_LABEL, type Profile, type Sex } from './types';
import { useSessionRefresh } from './useSessionRefresh';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

interface FormValues {
  name: string;
  sex: Sex;
  birthday?: Moment | null;
  areaCode?: string;
}

/** 基本资料: name, sex, birthday, region; experts may change only the region (shell spec §5). */
export function BasicInfoForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<FormValues>();
  const [save, { isLoading }] = useSaveProfileMutation();
  const refresh = useSessionRefresh();
  const { message } = App.useApp();
  const expert = profile.userType === 2;

  async function submit(values: FormValues) {
    try {
      await save({
        id: profile.id,
        name: values.name.trim(),
        sex: values.sex,
        birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : undefined,
        areaCode: values.areaCode ?? '',
      }).unwrap();
      message.success('编辑资料成功');
      await refresh();
    } catch {
      // The request layer has shown the server's msg; the form keeps what was typed.
    }
  }

  return (
    <Form<FormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 10 }}
      onFinish={finishCleaned(submit)}
      initialValues={{
        name: profile.name,
        sex: profile.sex,
        birthday: profile.birthday ? moment(profile.birthday) : null,
        areaCode: profile.areaCode || undefined,
      }}
    >
      <Form.Item label="账号">
        <span>{profile.username}</span>
      </Form.Item>
      <Form.Item
        label="姓名"
        name="name"
        rules={nameRules}
        extra={expert ? '专家不能修改姓名、性别和生日' : undefined}
      >
        <Input maxLength={15} disabled={expert} />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group disabled={expert}>
          {([0, 1, -1] as const).map((sex) => (
            <Radio key={sex} value={sex}>
              {SEX_LABEL[sex]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {/* Future days cannot be picked or typed (disabledDate); the server refuses them too. */}
      <Form.Item label="生日" name="birthday">
        <DatePicker disabledDate={disableFuture} disabled={expert} placeholder="请选择生日" />
      </Form.Item>
      <Form.Item label="地区" name="areaCode" rules={regionRules} required>
        <RegionCascader aria-label="地区" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

import { Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { maxInput, required } from '@/shared/validation/rules';
import { useSaveBucketSetMutation } from './api';
import { BUCKET_MESSAGES as M, CLOCK, bucketProblem, type BucketInput } from './scheduleRules';

type BucketSet = Answer<typeof C.listBucketSets>[number];

interface BucketSetValues {
  name: string;
  sessionMin: number;
  buckets: BucketInput[];
  status: 0 | 1;
}

const clockRules = [required(M.time), { pattern: CLOCK, message: M.timeFormat }];

/** 新增 / 编辑时段组: name, session minutes, buckets (HH:mm, no overlap), status. */
export function BucketSetFormModal({ set, onClose }: { set?: BucketSet; onClose: () => void }) {
  const [saveBucketSet] = useSaveBucketSetMutation();
  const save = (values: BucketSetValues) =>
    saveBucketSet({
      id: set?.id,
      name: values.name.trim(),
      sessionMin: values.sessionMin,
      buckets: values.buckets.map(({ id, start, end }) => ({
        ...(id ? { id } : {}),
        start: start ?? '',
        end: end ?? '',
      })),
      status: values.status,
    }).unwrap();
  return (
    <SaveFormModal<BucketSetValues>
      title={set ? '编辑时段组' : '新增时段组'}
      successText={set ? '编辑成功' : '保存成功'}
      width={560}
      initialValues={
        set
          ? { name: set.name, sessionMin: set.sessionMin, buckets: set.buckets, status: set.status }
          : { sessionMin: 50, buckets: [{ start: '', end: '' }], status: 1 }
      }
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="name" label="时段组名称" rules={[required(M.name), maxInput(20)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="sessionMin"
        label="单次时长（分钟）"
        rules={[
          { required: true, message: M.sessionMin },
          { type: 'number', min: 10, message: M.sessionMin10 },
          { type: 'number', max: 240, message: M.sessionMax240 },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.List
        name="buckets"
        rules={[
          {
            validator: async (_rule, buckets: BucketInput[] | undefined) => {
              if (!buckets || buckets.length === 0) throw new Error(M.buckets);
              const problem = bucketProblem(buckets);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label="时段" required>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'start']} rules={clockRules}>
                  <Input placeholder="HH:mm" aria-label={`开始时间${index + 1}`} maxLength={5} />
                </Form.Item>
                <span>至</span>
                <Form.Item name={[field.name, 'end']} rules={clockRules}>
                  <Input placeholder="HH:mm" aria-label={`结束时间${index + 1}`} maxLength={5} />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={`删除时段${index + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ start: '', end: '' })}
            >
              添加时段
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="status" label="状态">
        <Radio.Group
          options={[
            { value: 1, label: '启用' },
            { value: 0, label: '停用' },
          ]}
        />
      </Form.Item>
    </SaveFormModal>
  );
}

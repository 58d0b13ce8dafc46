import { Form } from 'antd';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { StatusPriorityFields } from '@/shared/components/StatusPriorityFields';
import { RangePicker } from '@/shared/components/RangePicker';
import { disablePast, moment, type Moment } from '@/shared/utils/dates';
import { displayTimeRules, recommendScaleRules } from '@/shared/validation/rules';
import { searchPublishedScales, useSaveRecommendationMutation } from './api';
import type { Recommendation } from './types';

interface Values {
  formId: string;
  range: [Moment, Moment];
  status: 0 | 1;
  priority: number;
}

/** 新增 / 编辑推荐展示: scale, display dates (past days disabled), status, priority (min 0). */
export function RecommendFormModal({
  record,
  onClose,
}: {
  record?: Recommendation;
  onClose: () => void;
}) {
  const [save] = useSaveRecommendationMutation();
  return (
    <SaveFormModal<Values>
      title={record ? '编辑推荐' : '新增推荐'}
      successText={record ? '编辑成功' : '保存成功'}
      initialValues={
        record
          ? {
              formId: record.formId,
              range: [moment(record.beginShowDate), moment(record.endShowDate)],
              status: record.status === 1 ? 1 : 0,
              priority: record.priority,
            }
          : { status: 1 }
      }
      onSave={(values) =>
        save({
          id: record?.id,
          formId: values.formId,
          beginShowDate: values.range[0].format('YYYY-MM-DD'),
          endShowDate: values.range[1].format('YYYY-MM-DD'),
          status: values.status,
          priority: values.priority,
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="量表" name="formId" rules={recommendScaleRules}>
        <RemoteSelect
          placeholder="请输入量表名称搜索"
          fetchOptions={searchPublishedScales}
          initialOptions={record && [{ label: record.formName, value: record.formId }]}
        />
      </Form.Item>
      <Form.Item label="展示时间" name="range" rules={displayTimeRules}>
        <RangePicker disabledDate={disablePast} />
      </Form.Item>
      <StatusPriorityFields priorityLabel="优先级" priorityName="priority" />
    </SaveFormModal>
  );
}

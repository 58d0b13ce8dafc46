import { Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { REMOTE_SELECT_PAGE_SIZE } from '@/shared/components/RemoteSelect';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import type { OrderStatus } from '@/shared/counselling/orderTransitions';
import { useListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListScalesQuery } from '@/shared/assessment/assessmentApi';
import { useRecommendConsultOrderMutation } from './api';
import { RECOMMEND_KIND_LABEL, type RecommendBody } from './types';

type Values = Pick<RecommendBody, 'kind' | 'targetIds' | 'reason'>;

/** Published scales or cooperating counsellors, by the kind picked. */
function TargetSelect() {
  const kind = Form.useWatch<Values['kind']>('kind');
  const scales = useListScalesQuery(
    { pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE, status: '1' },
    { skip: kind !== 'scale' },
  );
  const experts = useListScheduleExpertsQuery(
    { pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE },
    { skip: kind !== 'expert' },
  );
  const options =
    kind === 'scale'
      ? (scales.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name }))
      : (experts.data?.rows ?? []).map((row) => ({ value: row.expertId, label: row.name }));
  return (
    <Form.Item
      label="推荐对象"
      name="targetIds"
      rules={[{ required: true, message: '请选择推荐对象' }]}
    >
      <Select
        mode="multiple"
        aria-label="推荐对象"
        showSearch={{ optionFilterProp: 'label' }}
        loading={scales.isFetching || experts.isFetching}
        options={options}
        maxCount={20}
      />
    </Form.Item>
  );
}

/** 推荐: scales or counsellors for the visitor after a session (待确认, 已完成), behind 06-01-01-13. */
export function RecommendButton({
  order,
}: {
  order: { id: string; version: number; status: OrderStatus };
}) {
  const allowed = useCan(PERM.consultRecommend);
  const [open, setOpen] = useState(false);
  const [recommend] = useRecommendConsultOrderMutation();
  if (!allowed || (order.status !== 2 && order.status !== 3)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>推荐</Button>
      {open && (
        <SaveFormModal<Values>
          title="推荐"
          successText="推荐成功"
          initialValues={{ kind: 'scale' }}
          onSave={(values) =>
            recommend({ id: order.id, version: order.version, ...values }).unwrap()
          }
          onClose={() => setOpen(false)}
        >
          <Form.Item label="推荐类型" name="kind">
            <Radio.Group
              options={(['scale', 'expert'] as const).map((value) => ({
                value,
                label: RECOMMEND_KIND_LABEL[value],
              }))}
            />
          </Form.Item>
          <TargetSelect />
          <Form.Item
            label="推荐理由"
            name="reason"
            rules={[{ max: 200, message: '最大输入长度200' }]}
          >
            <Input.TextArea rows={3} showCount maxLength={200} aria-label="推荐理由" />
          </Form.Item>
        </SaveFormModal>
      )}
    </>
  );
}

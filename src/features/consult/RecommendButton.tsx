import { Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import type { OrderStatus } from '@/shared/counselling/orderTransitions';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListRecommendTargetsQuery, useRecommendConsultOrderMutation } from './api';
import { RECOMMEND_KIND_LABEL, type OrderScope, type RecommendBody } from './types';

type Values = Pick<RecommendBody, 'kind' | 'targetIds' | 'reason'>;

/** What may be recommended on the order: published scales or cooperating counsellors, by the kind picked. */
function TargetSelect({ orderId }: { orderId: string }) {
  const kind = Form.useWatch<Values['kind']>('kind');
  const targets = useListRecommendTargetsQuery({ orderId, kind }, { skip: !kind });
  const options = (targets.data ?? []).map((row) => ({ value: row.id, label: row.name }));
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
        loading={targets.isFetching}
        options={options}
        maxCount={20}
      />
    </Form.Item>
  );
}

/**
 * 推荐: scales or counsellors for the visitor after a session (待确认, 已完成): by the order's own
 * counsellor (我的订单), or by an administrator holding 06-01-01-13.
 */
export function RecommendButton({
  order,
  scope,
}: {
  order: { id: string; version: number; status: OrderStatus };
  scope: OrderScope;
}) {
  const canRecommend = useCan(PERM.consultRecommend);
  const allowed = scope === 'expert' || canRecommend;
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
          <TargetSelect orderId={order.id} />
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

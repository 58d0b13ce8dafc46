import { Button, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { maxInput, required } from '@/shared/validation/rules';
import { DATE_FORMAT, DatePicker, disablePast, type Moment } from '@/shared/utils/dates';
import { EMPTY_TEXT } from '@/shared/utils/format';
import {
  useCloseReferralMutation,
  useListReferralsQuery,
  useRecordReferralResultMutation,
  type Referral,
} from './caseworkApi';
import { CASEWORK_MESSAGES as M, type ReferralStatus, type ReferralUrgency } from './caseworkCodes';

const URGENCY_COLOR: Record<ReferralUrgency, string> = {
  一般: 'default',
  紧急: 'orange',
  危急: 'red',
};
const STATUS_COLOR: Record<ReferralStatus, string> = {
  待反馈: 'processing',
  已反馈: 'success',
  已关闭: 'default',
};

/** Whose referrals the table lists: a visitor's (the chart), an order's or a partner's. */
export type ReferralScope = { cusUserId: string } | { orderId: string } | { partnerId: string };

/** 记录结果: the partner's answer and the next follow-up day (none: no more follow-up). */
function ResultModal({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const [record] = useRecordReferralResultMutation();
  return (
    <SaveFormModal<{ result: string; followUpDate?: Moment }>
      title={`记录转介结果（${referral.visitorName} → ${referral.partnerName}）`}
      formName="referralResult"
      successText="转介结果已记录"
      onSave={(values) =>
        record({
          id: referral.id,
          result: values.result,
          followUpDate: values.followUpDate?.format(DATE_FORMAT) ?? '',
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item
        label="转介结果"
        name="result"
        rules={[required(M.resultRequired), maxInput(1000)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="下次随访日期" name="followUpDate" extra="不填表示无需再随访">
        <DatePicker format={DATE_FORMAT} disabledDate={disablePast} style={{ width: '100%' }} />
      </Form.Item>
    </SaveFormModal>
  );
}

/** 关闭转介: the result will not come (the visitor declined, the partner refused), with why. */
function CloseModal({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const [close] = useCloseReferralMutation();
  return (
    <SaveFormModal<{ reason: string }>
      title={`关闭转介（${referral.visitorName} → ${referral.partnerName}）`}
      formName="referralClose"
      successText="转介已关闭"
      onSave={(values) => close({ id: referral.id, reason: values.reason }).unwrap()}
      onClose={onClose}
    >
      <Form.Item
        label="关闭原因"
        name="reason"
        rules={[required(M.closeReasonRequired), maxInput(200)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </SaveFormModal>
  );
}

/** The referrals of a visitor, an order or a partner; 记录结果 and 关闭 for holders of 外部转介 while 待反馈. */
export function ReferralTable({ scope }: { scope: ReferralScope }) {
  const { data, isFetching } = useListReferralsQuery({ pageNum: 1, pageSize: 0, ...scope });
  const canAct = useCan(PERM.referralAdd);
  const [acting, setActing] = useState<{ referral: Referral; kind: 'result' | 'close' }>();
  const byPartner = 'partnerId' in scope;
  return (
    <>
      <Table<Referral>
        rowKey="id"
        size="small"
        aria-label="外部转介"
        loading={isFetching}
        dataSource={data?.rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (row) => (
            <Space orientation="vertical" size={4}>
              <Typography.Text>转介摘要：{row.summary}</Typography.Text>
              {row.result && <Typography.Text>转介结果：{row.result}</Typography.Text>}
              {row.closeReason && <Typography.Text>关闭原因：{row.closeReason}</Typography.Text>}
              {row.doneTime && (
                <Typography.Text type="secondary">
                  {row.doneBy} {row.doneTime}
                </Typography.Text>
              )}
            </Space>
          ),
        }}
        columns={[
          { title: '发起时间', dataIndex: 'createTime', width: 170 },
          byPartner
            ? { title: '来访者', dataIndex: 'visitorName', width: 100 }
            : { title: '转介机构', dataIndex: 'partnerName', width: 180 },
          {
            title: '紧急程度',
            dataIndex: 'urgency',
            width: 90,
            render: (urgency: ReferralUrgency) => (
              <Tag color={URGENCY_COLOR[urgency]}>{urgency}</Tag>
            ),
          },
          { title: '转介原因', dataIndex: 'reason', ellipsis: true },
          {
            title: '订单号',
            dataIndex: 'orderNo',
            width: 170,
            render: (no: string) => no || EMPTY_TEXT,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: ReferralStatus) => <Tag color={STATUS_COLOR[status]}>{status}</Tag>,
          },
          {
            title: '随访日期',
            dataIndex: 'followUpDate',
            width: 110,
            render: (day: string) => day || EMPTY_TEXT,
          },
          { title: '发起人', dataIndex: 'createByName', width: 90 },
          ...(canAct
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 150,
                  render: (_v: unknown, referral: Referral) =>
                    referral.status === '待反馈' ? (
                      <Space size={0}>
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setActing({ referral, kind: 'result' })}
                        >
                          记录结果
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          onClick={() => setActing({ referral, kind: 'close' })}
                        >
                          关闭
                        </Button>
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {acting?.kind === 'result' && (
        <ResultModal referral={acting.referral} onClose={() => setActing(undefined)} />
      )}
      {acting?.kind === 'close' && (
        <CloseModal referral={acting.referral} onClose={() => setActing(undefined)} />
      )}
    </>
  );
}

import { VisitorChartLink } from '@/shared/counselling/VisitorChartLink';
import { Button, Card, Descriptions, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { PlanFollowUpModal } from '@/shared/counselling/PlanFollowUpModal';
import { useRegionNames } from '@/shared/regions/regionNames';
import {
  AGE_BANDS,
  CALLER_SEX_LABELS,
  FOLLOW_UP_STATUS_LABELS,
  HOTLINE_STATUS_LABELS,
  MENTAL_STATUS_LABELS,
  TODO_STATUS_LABELS,
} from '@/shared/counselling/hotlineCodes';
import { useGetHotlineQuery } from './api';
import { CallTypeTag } from './CallTypeTag';
import { HotlineFormModal } from './HotlineFormModal';
import { conversionPath, riskScore, type HotlineDetail } from './types';

type FollowUpRow = HotlineDetail['followUps'][number];
type TodoRow = HotlineDetail['todos'][number];

/** An overdue mark in words (and colour). */
export const OverdueTag = ({ overdue }: { overdue: boolean }) =>
  overdue ? <Tag color="error">已逾期</Tag> : null;

/** 热线工单详情: the call, its follow-ups and to-dos; edit, 转预约, raise a follow-up. */
export default function HotlineDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: call, error, refetch } = useGetHotlineQuery(id);
  const [dialog, setDialog] = useState<'edit' | 'followUp'>();
  const regionNames = useRegionNames(call?.areaCode);
  if (error)
    return <LoadFailure error={error} notFound="热线工单不存在" onRetry={() => void refetch()} />;
  if (!call) return null;
  const close = () => setDialog(undefined);

  return (
    <>
      <PageTitle
        title={`热线工单 ${call.hotlineNo}`}
        back="/consult/hotline"
        extra={
          <>
            <Button onClick={() => setDialog('edit')}>编辑</Button>
            {!call.orderId && (
              <Button type="primary" onClick={() => void navigate(conversionPath(call))}>
                转预约
              </Button>
            )}
            <Button onClick={() => setDialog('followUp')}>安排回访</Button>
          </>
        }
      />
      <Flex vertical gap="middle">
        <Card title="来电信息">
          <Descriptions column={3} size="small">
            <Descriptions.Item label="来电时间">{call.callStart}</Descriptions.Item>
            <Descriptions.Item label="结束时间">{call.callEnd}</Descriptions.Item>
            <Descriptions.Item label="通话时长">{`${Math.round(call.duration / 60)}分钟`}</Descriptions.Item>
            <Descriptions.Item label="来电号码">
              {call.anonymous ? '匿名' : call.callerMobile}
            </Descriptions.Item>
            <Descriptions.Item label="性别">{CALLER_SEX_LABELS[call.sex]}</Descriptions.Item>
            <Descriptions.Item label="年龄段">
              {AGE_BANDS.includes(call.ageBand) ? call.ageBand : '/'}
            </Descriptions.Item>
            <Descriptions.Item label="地区">{regionNames || '/'}</Descriptions.Item>
            <Descriptions.Item label="接线员">{call.listenerName}</Descriptions.Item>
            <Descriptions.Item label="来电类型">
              <CallTypeTag call={call} />
            </Descriptions.Item>
            <Descriptions.Item label="问题类型">{call.problemTypeNames || '/'}</Descriptions.Item>
            <Descriptions.Item label="自杀意念">{riskScore(call.suicideIntent)}</Descriptions.Item>
            <Descriptions.Item label="无望感">{riskScore(call.hopelessness)}</Descriptions.Item>
            <Descriptions.Item label="心理状态">
              {MENTAL_STATUS_LABELS[call.mentalStatus]}
            </Descriptions.Item>
            {Boolean(call.crisis || call.emergencyName) && (
              <>
                <Descriptions.Item label="紧急联系人">
                  {call.emergencyName || '/'}
                </Descriptions.Item>
                <Descriptions.Item label="与来访者关系">
                  {call.emergencyRelation || '/'}
                </Descriptions.Item>
                <Descriptions.Item label="紧急联系人手机号">
                  {call.emergencyMobile || '/'}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label="处理方式">{call.handling}</Descriptions.Item>
            <Descriptions.Item label="工单状态">
              {HOTLINE_STATUS_LABELS[call.status]}
            </Descriptions.Item>
            <Descriptions.Item label="来访者">
              {call.cusUserName ? (
                <VisitorChartLink id={call.cusUserId} name={call.cusUserName} />
              ) : (
                '/'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="咨询订单">{call.orderNo || '未转预约'}</Descriptions.Item>
            <Descriptions.Item label="登记人">{call.createBy}</Descriptions.Item>
          </Descriptions>
          {/* The long texts on lines of their own, whichever facts above are shown. */}
          <Descriptions column={1} size="small">
            {Boolean(call.noContactReason) && (
              <Descriptions.Item label="未留联系人原因">{call.noContactReason}</Descriptions.Item>
            )}
            <Descriptions.Item label="通话摘要">{call.summary}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="回访">
          <Table<FollowUpRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={call.followUps}
            columns={[
              { title: '计划回访时间', dataIndex: 'planTime' },
              {
                title: '状态',
                dataIndex: 'status',
                render: (status: number, row) => (
                  <>
                    {FOLLOW_UP_STATUS_LABELS[status as 0 | 1 | 2]}{' '}
                    <OverdueTag overdue={row.overdue} />
                  </>
                ),
              },
              { title: '方式', dataIndex: 'method' },
              { title: '结果', dataIndex: 'result', render: (text: string) => text || '/' },
              { title: '回访人', dataIndex: 'operator' },
              { title: '回访时间', dataIndex: 'doneTime', render: (text: string) => text || '/' },
            ]}
          />
        </Card>
        <Card title="待办">
          <Table<TodoRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={call.todos}
            columns={[
              { title: '类型', dataIndex: 'type' },
              { title: '标题', dataIndex: 'title' },
              { title: '截止时间', dataIndex: 'dueTime' },
              {
                title: '状态',
                dataIndex: 'status',
                render: (status: number, row) => (
                  <>
                    {TODO_STATUS_LABELS[status as 0 | 1 | 2]} <OverdueTag overdue={row.overdue} />
                  </>
                ),
              },
            ]}
          />
        </Card>
      </Flex>
      {dialog === 'edit' && <HotlineFormModal call={call} onClose={close} />}
      {dialog === 'followUp' && (
        <PlanFollowUpModal
          subject={{ hotlineId: call.id }}
          subjectText={call.hotlineNo}
          onClose={close}
        />
      )}
    </>
  );
}

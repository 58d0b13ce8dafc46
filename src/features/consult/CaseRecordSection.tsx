import { Alert, App, Button, Card, Descriptions, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { AnswerSheet } from '@/shared/forms/AnswerSheet';
import { printArea } from '@/shared/forms/printArea';
import {
  saveCaseRecordPdf,
  useGetCaseRecordQuery,
  useGetCaseRecordStatusQuery,
  useListCaseRecordViewsQuery,
  type CaseRecordStatus,
} from './caseRecordApi';
import type { ConsultOrderDetail } from './types';
import { ViewLogModal } from './ViewLogModal';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** What a caller who may not read the record is told (it exists, not what it says). */
const CASE_HIDDEN = '该订单已有个案记录，仅记录人、机构管理员及有个案查看权限的人员可查看';

/** What the organisation is told of a counsellor's unsubmitted draft: that it exists, never its text. */
const draftHeldLine = (held: CaseRecordStatus['draftsHeld'][number]) =>
  `${held.authorName}有未提交的个案记录草稿（保存于 ${held.savedTime}），内容仅本人可见`;

/**
 * 个案记录 on the order: who wrote it and when, and whose unsubmitted drafts exist (issue 27); 查看 (the record to read, print
 * or download), 下载PDF and 查看记录
 * (who opened it) for those who may read it. Every 查看 and 下载PDF is logged by the server.
 */
export function CaseRecordSection({ order }: { order: ConsultOrderDetail }) {
  const { message } = App.useApp();
  const { data } = useGetCaseRecordStatusQuery(order.id);
  const [open, setOpen] = useState<'record' | 'views'>();
  const [downloading, setDownloading] = useState(false);
  if (!data || (!data.exists && data.draftsHeld.length === 0)) return null;
  const download = async () => {
    setDownloading(true);
    try {
      await saveCaseRecordPdf(order.id);
    } catch {
      message.error('下载失败');
    } finally {
      setDownloading(false);
    }
  };
  const downloadButton = (
    <Button size="small" loading={downloading} onClick={() => void download()}>
      下载PDF
    </Button>
  );
  return (
    <Card
      title="个案记录"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        data.canView && (
          <Space>
            <Button size="small" onClick={() => setOpen('record')}>
              查看个案
            </Button>
            {downloadButton}
            <Button size="small" onClick={() => setOpen('views')}>
              查看记录
            </Button>
          </Space>
        )
      }
    >
      {data.exists && (
        <Descriptions
          column={2}
          items={[
            { key: 'author', label: '记录人', children: data.authorName },
            { key: 'time', label: '记录时间', children: writtenAt(data) },
          ]}
        />
      )}
      {data.exists && !data.canView && <Alert type="info" showIcon title={CASE_HIDDEN} />}
      {data.draftsHeld.map((held) => (
        <Typography.Paragraph key={held.authorName} type="secondary" style={{ marginBottom: 4 }}>
          {draftHeldLine(held)}
        </Typography.Paragraph>
      ))}
      {open === 'record' && (
        <RecordModal
          orderId={order.id}
          orderNo={order.orderNo}
          onClose={() => setOpen(undefined)}
          download={downloadButton}
        />
      )}
      {open === 'views' && (
        <ViewLogModal
          title="查看记录"
          kindTitle="操作"
          orderId={order.id}
          useViews={useListCaseRecordViewsQuery}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Card>
  );
}

/** When the record was written, with 逾期补写（超时 …） when it came later than 24 h after the session. */
const writtenAt = (record: { writeTime: string; lateNote: string }) =>
  record.lateNote ? `${record.writeTime} ${record.lateNote}` : record.writeTime;

const RISK_COLOURS: Record<string, string> = { 高: 'error', 中: 'warning', 低: 'success' };

/** 风险等级 as a coloured tag, 高 in red: the first thing a reader of the record should see. */
function RiskLevel({ level }: { level: string }) {
  if (!level) return '/';
  return (
    <Tag color={RISK_COLOURS[level]} style={{ fontSize: 14, paddingInline: 10 }}>
      {level}
    </Tag>
  );
}

function RecordModal({
  orderId,
  orderNo,
  onClose,
  download,
}: {
  orderId: string;
  /** Named on the record, so a printed copy says which order it belongs to (as the PDF does). */
  orderNo: string | undefined;
  onClose: () => void;
  download: ReactNode;
}) {
  useReturnFocus();
  const { data, isFetching } = useGetCaseRecordQuery(orderId, { refetchOnMountOrArgChange: true });
  return (
    <Modal
      open
      title="个案记录"
      width={820}
      onCancel={onClose}
      wrapClassName="print-area"
      footer={
        <Space className="no-print">
          <Button onClick={printArea} disabled={!data || isFetching}>
            打印
          </Button>
          {download}
        </Space>
      }
    >
      {isFetching && <Spin />}
      {!isFetching && data && (
        <>
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'risk', label: '风险等级', children: <RiskLevel level={data.riskLevel} /> },
              { key: 'order', label: '订单号', children: orderNo ?? '/' },
              { key: 'form', label: '个案表单', children: data.formName },
              { key: 'author', label: '记录人', children: data.authorName },
              { key: 'time', label: '记录时间', children: writtenAt(data) },
            ]}
            style={{ marginBottom: 16 }}
          />
          <AnswerSheet questions={data.questionList} answers={data.answers} />
        </>
      )}
    </Modal>
  );
}

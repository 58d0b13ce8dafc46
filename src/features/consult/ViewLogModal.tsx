import { Modal, Table } from 'antd';
import { useState } from 'react';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** One line of a view log: who read a record, as whom, how and when. */
export interface ViewLogRow {
  id: string;
  viewerName: string;
  account: string;
  identity: string;
  kind: string;
  time: string;
}

/** The RTK Query hook of one view log (case records, supervision notes), paged by order. */
type ViewLogQuery = (
  arg: { orderId: string; pageNum: number; pageSize: number },
  options: { refetchOnMountOrArgChange: true },
) => { data?: { rows: ViewLogRow[]; total: number }; isFetching: boolean };

const PAGE_SIZE = 10;

/**
 * 查看记录 of a sensitive record on an order, read afresh each time it opens. `kindTitle` names
 * what the log's kind column records (an action for case records, a place for supervision notes).
 */
export function ViewLogModal({
  title,
  kindTitle,
  orderId,
  useViews,
  onClose,
}: {
  title: string;
  kindTitle: string;
  orderId: string;
  useViews: ViewLogQuery;
  onClose: () => void;
}) {
  useReturnFocus();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useViews(
    { orderId, pageNum, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Modal open title={title} footer={null} width={720} onCancel={onClose}>
      <Table<ViewLogRow>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={[
          { title: '查看人', dataIndex: 'viewerName' },
          { title: '账号', dataIndex: 'account' },
          { title: '身份', dataIndex: 'identity' },
          { title: kindTitle, dataIndex: 'kind' },
          { title: '时间', dataIndex: 'time' },
        ]}
        dataSource={data?.rows ?? []}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPageNum,
          showTotal: (total) => `共${total}条数据`,
        }}
      />
    </Modal>
  );
}

import { Progress, Table } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount } from '@/shared/utils/format';
import type { WorkbenchSummary } from './api';

type RunningTask = WorkbenchSummary['runningTasks'][number];

const columns: TableProps<RunningTask>['columns'] = [
  {
    title: '任务',
    dataIndex: 'name',
    render: (name: string, task) => <Link to={`/taskManagement/detail/${task.id}`}>{name}</Link>,
  },
  { title: '客户', dataIndex: 'orgName' },
  { title: '结束时间', dataIndex: 'endTime', width: 170 },
  {
    title: '填写率',
    dataIndex: 'fillRate',
    width: 220,
    render: (rate: number, task) => (
      <Progress
        percent={rate}
        size="small"
        format={() =>
          `${rate}%（${formatCount(task.fillPersonNum)}/${formatCount(task.allPersonNum)}）`
        }
        aria-label={`${task.name} 填写率 ${rate}%`}
      />
    ),
  },
];

/** The running tasks that end first, each with its fill rate (answered over covered people). */
export function RunningTasks({ tasks }: { tasks: RunningTask[] }) {
  return (
    <Table<RunningTask>
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={tasks}
      aria-label="即将结束的进行中任务"
    />
  );
}

import { App, Button, Card, Col, Form, Input, Row, Select, Statistic } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { ALL_OPTION, SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { ExportFileButton } from '@/shared/components/ExportButton';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { fillRate, formatPercent } from '@/shared/utils/format';
import { MESSAGES } from '@/shared/validation/rules';
import { DeptFilter } from '@/shared/organisation/DeptTreeSelect';
import {
  exportFillPerson,
  exportFormFillData,
  saveReportPdf,
  useDeleteAnswerMutation,
  useGetTaskDeptTreeQuery,
  useListFillPersonsQuery,
} from './api';
import { FILL_STATUS_LABEL, type FillPerson, type FillStatus, type TaskDetail } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

interface FillFilters {
  deptId?: string;
  account?: string;
  fillStatus?: string | number;
}

/** 填写情况: counts, fill rate, the people (10 per page) with filters, delete answer and the three exports. */
export function FillStatusTab({ task }: { task: TaskDetail }) {
  const { message } = App.useApp();
  const orgId = useAppSelector(selectUserDetails)?.orgId ?? '';
  const search = useSearchTable<FillFilters>({
    listKey: 'task-fill-persons',
    inUrl: false,
    initialFilters: { fillStatus: ALL_OPTION },
  });
  const { data, isFetching, error, refetch } = useListFillPersonsQuery({
    ...search.query,
    taskId: task.id,
  });
  const { data: tree } = useGetTaskDeptTreeQuery(task.cusOrgId);
  const [deleteAnswer] = useDeleteAnswerMutation();
  const [selected, setSelected] = useState<FillPerson[]>([]);
  const canEdit = useCan(PERM.taskEdit);
  const mayExcel = useCan(PERM.scaleDataExportExcel);
  const mayPdf = useCan(PERM.scaleDataExportPdf);
  const { deptId, account, fillStatus } = search.query as FillFilters;
  const filters = {
    deptId,
    account,
    fillStatus: fillStatus === undefined ? undefined : String(fillStatus),
  };

  const exportPdf = async () => {
    if (selected.length === 0) return void message.error(MESSAGES.respondentRequired);
    if (selected.length > 1) return void message.error(MESSAGES.pdfOnePerson);
    const [person] = selected;
    if (!person.resultId) return void message.error(MESSAGES.noPdfReport);
    await saveReportPdf({ formId: task.formId, resultId: person.resultId, userId: person.userId });
  };
  const columns: TableProps<FillPerson>['columns'] = [
    { title: '姓名', dataIndex: 'name' },
    { title: '账号', dataIndex: 'username' },
    { title: '部门', dataIndex: 'deptName' },
    { title: '性别', dataIndex: 'sex', render: (sex: 0 | 1) => (sex === 0 ? '男' : '女') },
    { title: '年龄', dataIndex: 'age' },
    {
      title: '填写状态',
      dataIndex: 'fillStatus',
      render: (status: FillStatus) => FILL_STATUS_LABEL[status],
    },
    { title: '填写时间', dataIndex: 'fillTime', render: (time: string) => time || '/' },
    {
      title: '操作',
      key: 'actions',
      render: (_, person) =>
        canEdit && person.fillStatus !== 0 ? (
          <ConfirmAction
            title="确定删除该答题记录吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() =>
              deleteAnswer(person.resultId)
                .unwrap()
                .then(
                  () => message.success('删除成功'),
                  () => undefined,
                )
            }
          >
            <Button type="link" size="small" danger>
              删除答题
            </Button>
          </ConfirmAction>
        ) : null,
    },
  ];
  const stats = [
    ['覆盖人数', task.allPersonNum],
    ['已作答', task.fillPersonNum],
    ['部分作答', task.fillSomePersonNum],
    ['未作答', task.unFillPersonNum],
  ] as const;
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {stats.map(([title, value]) => (
          <Col key={title} span={4}>
            <Card size="small">
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
        <Col span={4}>
          <Card size="small">
            <Statistic
              title="填写率"
              value={formatPercent(
                fillRate(task.fillPersonNum, task.fillSomePersonNum, task.allPersonNum),
              )}
            />
          </Card>
        </Col>
      </Row>
      <SearchTable<FillPerson, FillFilters>
        search={search}
        filters={
          <>
            <DeptFilter tree={tree} />
            <Form.Item label="账号" name="account">
              <Input allowClear placeholder="账号或姓名" />
            </Form.Item>
            <Form.Item label="填写状态" name="fillStatus">
              <Select
                style={{ width: 120 }}
                aria-label="填写状态"
                options={[
                  { label: '全部', value: ALL_OPTION },
                  ...([0, 1, 2] as const).map((s) => ({
                    label: FILL_STATUS_LABEL[s],
                    value: String(s),
                  })),
                ]}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            {mayExcel && (
              <ExportFileButton
                save={() =>
                  exportFillPerson({
                    taskId: task.id,
                    ...filters,
                    userIdList: selected.map((p) => p.userId).join(',') || undefined,
                  })
                }
              >
                导出答题人员
              </ExportFileButton>
            )}
            {mayPdf && <ExportFileButton save={exportPdf}>导出PDF报告</ExportFileButton>}
            {mayExcel && (
              <ExportFileButton
                save={() =>
                  exportFormFillData({
                    taskId: task.id,
                    formId: task.formId,
                    currentOrgId: orgId,
                    ...filters,
                    resultIdList:
                      selected
                        .map((p) => p.resultId)
                        .filter(Boolean)
                        .join(',') || undefined,
                  })
                }
              >
                导出填写数据
              </ExportFileButton>
            )}
          </>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected.map((person) => person.id),
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
        }}
      />
    </>
  );
}

import { Button, Form, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { SCALE_TYPE_LABEL } from '@/shared/assessment/assessmentLabels';
import { PageTitle } from '@/shared/components/PageTitle';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { can, PERM } from '@/shared/session/permissions';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import { RangePicker } from '@/shared/components/RangePicker';
import { useDeleteRecommendationMutation, useListRecommendationsQuery } from './api';
import { RecommendFormModal } from './RecommendFormModal';
import { RECOMMEND_ACTION_PERM, RECOMMEND_ACTIONS } from './recommendRules';
import { RECOMMEND_STATUS_COLOR, RECOMMEND_STATUS_LABEL, type Recommendation } from './types';
import { RowDelete } from '@/shared/feedback/ConfirmAction';

interface Filters {
  orgName?: string;
  shown?: unknown;
}

/** 推荐展示: list filtered by organisation name and display time; actions by status (§4). */
export default function RecommendListPage() {
  const codes = useAppSelector(selectBtnCodes);
  const search = useSearchTable<Filters>({ dateRanges: { shown: ['startTime', 'endTime'] } });
  const { data, isFetching, error, refetch } = useListRecommendationsQuery(search.query);
  const [remove] = useDeleteRecommendationMutation();
  const [open, setOpen] = useState<{ record?: Recommendation } | undefined>();

  const columns: TableProps<Recommendation>['columns'] = [
    {
      title: '量表名称',
      dataIndex: 'formName',
      width: 200,
      fixed: 'left',
      render: (name: string, r) => (
        <Link to={`/selfScale/recommendDispaly/detail/${r.id}`}>{name}</Link>
      ),
    },
    {
      title: '量表类型',
      dataIndex: 'type',
      width: 100,
      render: (t: Recommendation['type']) => SCALE_TYPE_LABEL[t],
    },
    { title: '机构名称', dataIndex: 'orgName', width: 200 },
    {
      title: '展示时间',
      key: 'dates',
      width: 200,
      render: (_v, r) => `${r.beginShowDate} 至 ${r.endShowDate}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: Recommendation['status']) => (
        <Tag color={RECOMMEND_STATUS_COLOR[s]}>{RECOMMEND_STATUS_LABEL[s]}</Tag>
      ),
    },
    { title: '优先级', dataIndex: 'priority', width: 80 },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_v, record) => (
        <Space size={0}>
          {RECOMMEND_ACTIONS[record.status]
            .filter((action) => can(codes, RECOMMEND_ACTION_PERM[action]))
            .map((action) =>
              action === 'edit' ? (
                <Button
                  key={action}
                  type="link"
                  size="small"
                  autoInsertSpace={false}
                  onClick={() => setOpen({ record })}
                >
                  编辑
                </Button>
              ) : (
                <RowDelete
                  key={action}
                  title={`确定删除“${record.formName}”的推荐吗？`}
                  remove={() => remove(record.id).unwrap()}
                />
              ),
            )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="推荐展示" />
      <SearchTable<Recommendation, Filters>
        search={search}
        filters={
          <>
            <TextFilter label="机构名称" name="orgName" />
            <Form.Item label="展示时间" name="shown">
              <RangePicker />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.recommendationAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setOpen({})}
          >
            新增推荐
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {open && <RecommendFormModal record={open.record} onClose={() => setOpen(undefined)} />}
    </>
  );
}

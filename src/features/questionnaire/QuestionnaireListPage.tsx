import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button, Form, Space } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { RangePicker } from '@/shared/components/RangePicker';
import {
  downloadQuestionnaireTemplate,
  useDeleteQuestionnaireMutation,
  useListQuestionnairesQuery,
} from './api';
import { QuestionnaireEditModal } from './QuestionnaireEditModal';
import { QuestionnaireTrialModal } from './QuestionnaireTrialModal';
import { QuestionnaireUploadButton } from './QuestionnaireUploadButton';
import { QUESTIONNAIRE_SOURCE_LABEL, type Questionnaire, type QuestionnaireFilters } from './types';
import { formatCount } from '@/shared/utils/format';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

function DeleteAction({ record, onDeleted }: { record: Questionnaire; onDeleted: () => void }) {
  const { message } = App.useApp();
  const [remove, { isLoading }] = useDeleteQuestionnaireMutation();
  return (
    <ConfirmAction
      title="确定删除该问卷吗？"
      okText="确定"
      cancelText="取消"
      onConfirm={async () => {
        await remove(record.id)
          .unwrap()
          .then(
            () => {
              void message.success('删除成功');
              onDeleted();
            },
            () => undefined,
          );
      }}
    >
      <PermissionButton
        perm={PERM.questionnaireDelete}
        type="link"
        size="small"
        danger
        loading={isLoading}
      >
        删除
      </PermissionButton>
    </ConfirmAction>
  );
}

/** 问卷管理: search, upload, template, trial, view, edit, delete (assessment spec §2). */
export default function QuestionnaireListPage() {
  const search = useSearchTable<QuestionnaireFilters>({
    dateRanges: { created: ['startTime', 'endTime'] },
  });
  const { data, isFetching, error, refetch } = useListQuestionnairesQuery(search.query);
  const [editing, setEditing] = useState<Questionnaire>();
  const [trying, setTrying] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const canTrial = useCan(PERM.questionnaireTrial);

  const afterDelete = () => {
    if (data && data.rows.length === 1 && search.query.pageNum > 1)
      search.setPageNum(search.query.pageNum - 1);
  };
  const columns: TableProps<Questionnaire>['columns'] = [
    { title: 'ID', dataIndex: 'id', width: 90 },
    { title: '问卷名称', dataIndex: 'name' },
    { title: '题目数', dataIndex: 'questionNum', width: 80, render: formatCount },
    {
      title: '来源',
      dataIndex: 'source',
      width: 100,
      render: (source: 0 | 1) => QUESTIONNAIRE_SOURCE_LABEL[source],
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_, record) => (
        <Space size={0} wrap>
          {/* A link styled like its neighbours, as OrgRowActions' 详情: a button inside a link is two Tab stops. */}
          <Link to={`/questManagement/detail/${record.id}`} style={{ paddingInline: 7 }}>
            查看
          </Link>
          {canTrial && (
            <Button type="link" size="small" onClick={() => setTrying(record.id)}>
              试用
            </Button>
          )}
          <PermissionButton
            perm={PERM.questionnaireEdit}
            type="link"
            size="small"
            onClick={() => setEditing(record)}
          >
            编辑
          </PermissionButton>
          <DeleteAction record={record} onDeleted={afterDelete} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="问卷管理" />
      <SearchTable<Questionnaire, QuestionnaireFilters>
        search={search}
        filters={
          <>
            <TextFilter label="问卷名称" name="name" />
            <Form.Item label="创建时间" name="created">
              <RangePicker />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            <QuestionnaireUploadButton />
            <PermissionButton
              perm={PERM.questionnaireTemplate}
              icon={<DownloadOutlined />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadQuestionnaireTemplate()
                  .catch(() => undefined)
                  .finally(() => setDownloading(false));
              }}
            >
              下载模板
            </PermissionButton>
          </>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {editing && <QuestionnaireEditModal record={editing} onClose={() => setEditing(undefined)} />}
      {trying && <QuestionnaireTrialModal id={trying} onClose={() => setTrying(undefined)} />}
    </>
  );
}

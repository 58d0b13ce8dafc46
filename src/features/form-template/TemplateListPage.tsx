import { Form, Input, Select, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable, withAll } from '@/shared/components/SearchTable';
import type { FormKind } from '@/shared/contract/formTemplate';
import { FORM_CODES, FORM_KIND_LABEL, FORM_STATUS_LABEL } from '@/shared/forms/formCodes';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { useGetFormTemplateQuery, useListFormTemplatesQuery } from './api';
import { ImportTemplateButtons } from './ImportTemplateButtons';
import { newPath } from './paths';
import { TemplateActions, type TemplateRow } from './TemplateActions';
import { PreviewModal } from './TemplateEditorPage';
import { EMPTY_TEXT, formatCount } from '@/shared/utils/format';

function Preview({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useGetFormTemplateQuery(id);
  return data ? (
    <PreviewModal title={data.name} texts={data} questions={data.questionList} onClose={onClose} />
  ) : null;
}

/** 个案表单 / 满意度问卷: the organisation's templates of a kind, newest first, with their actions. */
export default function TemplateListPage({ kind }: { kind: FormKind }) {
  const navigate = useNavigate();
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: { status: ALL_OPTION, used: ALL_OPTION },
  });
  const { data, isFetching, error, refetch } = useListFormTemplatesQuery({ ...search.query, kind });
  const [previewId, setPreviewId] = useState<string>();
  const columns: TableProps<TemplateRow>['columns'] = [
    { title: '名称', dataIndex: 'name' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: 0 | 1) => (
        <Tag color={status ? 'blue' : 'default'}>{FORM_STATUS_LABEL[status]}</Tag>
      ),
    },
    {
      title: '使用中',
      dataIndex: 'used',
      width: 90,
      render: (used: 0 | 1) => (used ? <Tag color="green">使用中</Tag> : EMPTY_TEXT),
    },
    { title: '题目数', dataIndex: 'questionNum', width: 80, render: formatCount },
    { title: '更新时间', dataIndex: 'updateTime', width: 170 },
    { title: '创建人', dataIndex: 'creatorName', width: 110 },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_v, row) => (
        <TemplateActions kind={kind} row={row} onPreview={() => setPreviewId(row.id)} />
      ),
    },
  ];
  return (
    <>
      <PageTitle title={FORM_KIND_LABEL[kind]} />
      <SearchTable<TemplateRow, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="名称" name="name">
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select
                style={{ width: 110 }}
                options={withAll([
                  { value: 0, label: FORM_STATUS_LABEL[0] },
                  { value: 1, label: FORM_STATUS_LABEL[1] },
                ])}
              />
            </Form.Item>
            <Form.Item label="使用中" name="used">
              <Select
                style={{ width: 100 }}
                options={withAll([
                  { value: 1, label: '是' },
                  { value: 0, label: '否' },
                ])}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <Space>
            <PermissionButton
              perm={FORM_CODES[kind].add}
              type="primary"
              autoInsertSpace={false}
              onClick={() => void navigate(newPath(kind))}
            >
              新建
            </PermissionButton>
            <ImportTemplateButtons kind={kind} />
          </Space>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {previewId && <Preview id={previewId} onClose={() => setPreviewId(undefined)} />}
    </>
  );
}

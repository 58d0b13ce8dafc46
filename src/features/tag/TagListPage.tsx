import { Form, Tag as AntTag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { RangePicker } from '@/shared/components/RangePicker';
import { useListTagsQuery } from './api';
import { TagActions, type TagDialog } from './TagActions';
import { TagCategoriesModal } from './TagCategoriesModal';
import { TagFormModal } from './TagFormModal';
import { TagOrgsModal } from './TagOrgsModal';
import { TagScalesModal } from './TagScalesModal';
import { TAG_TYPE_LABEL, type Tag } from './types';
import { formatCount } from '@/shared/utils/format';

type Open = { dialog: TagDialog | 'add'; tag?: Tag } | undefined;

/** 量表标签: list filtered by last update time, with the dialogs of assessment spec §2 "Tags". */
export default function TagListPage() {
  const navigate = useNavigate();
  const search = useSearchTable<{ updated?: unknown }>({
    dateRanges: { updated: ['startTime', 'endTime'] },
  });
  const { data, isFetching, error, refetch } = useListTagsQuery(search.query);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const onOpen = (dialog: TagDialog, tag: Tag) => setOpen({ dialog, tag });

  const columns: TableProps<Tag>['columns'] = [
    {
      title: '标签名称',
      dataIndex: 'name',
      render: (name: string, tag) => (
        <Link to={`/selfScale/scaleLabel/detail/${tag.id}`}>{name}</Link>
      ),
    },
    {
      title: '类型',
      dataIndex: 'type',
      render: (type: Tag['type']) => <AntTag>{TAG_TYPE_LABEL[type]}</AntTag>,
    },
    { title: '简介', dataIndex: 'intro', ellipsis: true },
    { title: '关联分类', dataIndex: 'className', render: (text: string) => text || '/' },
    { title: '量表数', dataIndex: 'formCount', render: formatCount },
    { title: '使用机构数', dataIndex: 'orgCount', render: formatCount },
    { title: '最后更新时间', dataIndex: 'updateTime' },
    {
      title: '操作',
      key: 'actions',
      render: (_v, tag) => <TagActions tag={tag} onOpen={onOpen} />,
    },
  ];

  return (
    <>
      <PageTitle title="量表标签" />
      <SearchTable<Tag, { updated?: unknown }>
        search={search}
        filters={
          <Form.Item label="最后更新时间" name="updated">
            <RangePicker />
          </Form.Item>
        }
        toolbar={
          <>
            <PermissionButton
              perm={PERM.tagAdd}
              type="primary"
              onClick={() => setOpen({ dialog: 'add' })}
              autoInsertSpace={false}
            >
              新增标签
            </PermissionButton>
            <PermissionButton
              perm={PERM.tagAssignOrg}
              onClick={() => void navigate('/selfScale/distribution')}
              autoInsertSpace={false}
            >
              量表分发
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
      {(open?.dialog === 'add' || open?.dialog === 'edit') && (
        <TagFormModal tag={open.tag} onClose={close} />
      )}
      {open?.dialog === 'relateCategories' && open.tag && (
        <TagCategoriesModal tag={open.tag} onClose={close} />
      )}
      {open?.dialog === 'manageScales' && open.tag && (
        <TagScalesModal tag={open.tag} onClose={close} />
      )}
      {open?.dialog === 'assignOrgs' && open.tag && <TagOrgsModal tag={open.tag} onClose={close} />}
    </>
  );
}

import { App, Button, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { TagTransferModal } from '@/shared/assessment/TagTransferModal';
import { PageTitle } from '@/shared/components/PageTitle';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { can, PERM } from '@/shared/session/permissions';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import {
  useDeleteCategoryMutation,
  useListCategoriesQuery,
  useRelateCategoryTagsMutation,
} from './api';
import { CategoryFormModal } from './CategoryFormModal';
import { CategoryPriorityModal } from './CategoryPriorityModal';
import {
  CATEGORY_ACTION_LABEL,
  CATEGORY_ACTION_PERM,
  CATEGORY_ACTIONS,
  type CategoryAction,
} from './categoryRules';
import { CATEGORY_STATUS_LABEL, type Category } from './types';
import { formatCount } from '@/shared/utils/format';
import { RowDelete } from '@/shared/feedback/ConfirmAction';

type Open = { action: Exclude<CategoryAction, 'delete'> | 'add'; category?: Category } | undefined;

/** 展示分类: list ordered by display priority, with add, edit, manage tags, priority and delete. */
export default function CategoryListPage() {
  const { message } = App.useApp();
  const codes = useAppSelector(selectBtnCodes);
  const search = useSearchTable();
  const { data, isFetching, error, refetch } = useListCategoriesQuery(search.query);
  const [remove] = useDeleteCategoryMutation();
  const [relate] = useRelateCategoryTagsMutation();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const actions = CATEGORY_ACTIONS.filter((action) => can(codes, CATEGORY_ACTION_PERM[action]));

  const columns: TableProps<Category>['columns'] = [
    { title: '显示优先级', dataIndex: 'sn', width: 110 },
    {
      title: '分类名称',
      dataIndex: 'name',
      width: 160,
      render: (name: string, c) => (
        <Link to={`/selfScale/classDispaly/detail/${c.id}`}>{name}</Link>
      ),
    },
    { title: '简介', dataIndex: 'intro', ellipsis: true },
    { title: '标签数', dataIndex: 'tagCount', width: 80, render: formatCount },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: Category['status']) => (
        <Tag color={s ? 'green' : 'default'}>{CATEGORY_STATUS_LABEL[s]}</Tag>
      ),
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      render: (_v, category) => (
        <Space size={0}>
          {actions.map((action) =>
            action === 'delete' ? (
              <RowDelete
                key={action}
                title={`确定删除分类“${category.name}”吗？`}
                remove={() => remove(category.id).unwrap()}
              />
            ) : (
              <Button
                key={action}
                type="link"
                size="small"
                autoInsertSpace={false}
                onClick={() => setOpen({ action, category })}
              >
                {CATEGORY_ACTION_LABEL[action]}
              </Button>
            ),
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="展示分类" />
      <SearchTable<Category, Record<string, unknown>>
        search={search}
        toolbar={
          <PermissionButton
            perm={PERM.categoryAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setOpen({ action: 'add' })}
          >
            新增分类
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {(open?.action === 'add' || open?.action === 'edit') && (
        <CategoryFormModal category={open.category} onClose={close} />
      )}
      {open?.action === 'priority' && open.category && (
        <CategoryPriorityModal category={open.category} onClose={close} />
      )}
      {open?.action === 'manageTags' && open.category && (
        <TagTransferModal
          title={`管理标签：${open.category.name}`}
          initialTagIds={open.category.reTagList.map((tag) => tag.id)}
          onClose={close}
          onSubmit={async (tagIdList) => {
            await relate({ classId: open.category?.id ?? '', tagIdList }).unwrap();
            message.success('标签关联成功');
          }}
        />
      )}
    </>
  );
}

import { App, Form, Image, Input, Select, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable, withAll } from '@/shared/components/SearchTable';
import { BANNER_LINK_LABELS } from '@/shared/counselling/operateCodes';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useDeleteBannerMutation, useListBannersQuery } from './api';
import { BannerFormModal } from './BannerFormModal';
import type { Banner } from './types';
import { openConfirm } from '@/shared/feedback/openConfirm';

const STATUS_LABELS = ['停用', '启用'] as const;

/** 轮播图: the organisation's banners by sort, with 新增, 编辑 and 删除 (after a confirmation). */
export default function BannerListPage() {
  const { message, modal } = App.useApp();
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: { status: ALL_OPTION },
  });
  const { data, isFetching, error, refetch } = useListBannersQuery(search.query);
  const [remove] = useDeleteBannerMutation();
  const [editing, setEditing] = useState<{ banner?: Banner }>();

  function confirmDelete(banner: Banner) {
    void openConfirm(modal, {
      title: '删除轮播图',
      content: `确定删除轮播图「${banner.title}」吗？`,
      onOk: async () => {
        await remove({ id: banner.id }).unwrap();
        message.success('删除成功');
      },
    });
  }

  const columns: TableProps<Banner>['columns'] = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 140,
      render: (image: string, banner) => <Image src={image} alt={banner.title} width={117} />,
    },
    { title: '标题', dataIndex: 'title', width: 180, fixed: 'left' },
    {
      title: '跳转',
      key: 'link',
      width: 200,
      render: (_v, banner) =>
        banner.linkType === 'none'
          ? BANNER_LINK_LABELS.none
          : `${BANNER_LINK_LABELS[banner.linkType]}：${banner.linkName || banner.link}`,
    },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '展示时间',
      key: 'window',
      width: 330,
      render: (_v, banner) => `${banner.startTime} 至 ${banner.endTime}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: Banner['status']) => (
        <Tag color={status ? 'green' : 'default'}>{STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_v, banner) => (
        <Space size={0}>
          <PermissionButton
            perm={PERM.bannerEdit}
            type="link"
            size="small"
            onClick={() => setEditing({ banner })}
          >
            编辑
          </PermissionButton>
          <PermissionButton
            perm={PERM.bannerDelete}
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete(banner)}
          >
            删除
          </PermissionButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="轮播图" />
      <SearchTable<Banner, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="标题" name="title">
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select
                style={{ width: 100 }}
                options={withAll(STATUS_LABELS.map((label, value) => ({ value, label })))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.bannerAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setEditing({})}
          >
            新增
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {editing && <BannerFormModal banner={editing.banner} onClose={() => setEditing(undefined)} />}
    </>
  );
}

import { Table, Tag } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { PageTitle } from '@/shared/components/PageTitle';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListBucketSetsQuery } from './api';
import { BucketSetFormModal } from './BucketSetFormModal';
import { formatCount } from '@/shared/utils/format';

type BucketSet = Answer<typeof C.listBucketSets>[number];

/** 时段设置: the organisation's time-bucket sets; 编辑 adds and edits them. */
export default function TimeBucketPage() {
  const { data, isLoading } = useListBucketSetsQuery({});
  const [editing, setEditing] = useState<{ set?: BucketSet }>();
  return (
    <>
      <PageTitle
        title="时段设置"
        extra={
          <PermissionButton
            perm={PERM.timeBucketEdit}
            type="primary"
            onClick={() => setEditing({})}
          >
            新增时段组
          </PermissionButton>
        }
      />
      <Table<BucketSet>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        columns={[
          // The name on one line (a short value); the long list of 时段 takes the rest and wraps.
          { title: '时段组名称', dataIndex: 'name', width: 160, ellipsis: true },
          { title: '单次时长（分钟）', dataIndex: 'sessionMin', width: 140, render: formatCount },
          {
            title: '时段',
            render: (_, set) => set.buckets.map((b) => `${b.start}-${b.end}`).join('、'),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: number) =>
              status === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>,
          },
          {
            title: '操作',
            width: 90,
            render: (_, set) => (
              <PermissionButton
                perm={PERM.timeBucketEdit}
                type="link"
                onClick={() => setEditing({ set })}
              >
                编辑
              </PermissionButton>
            ),
          },
        ]}
      />
      {editing && <BucketSetFormModal set={editing.set} onClose={() => setEditing(undefined)} />}
    </>
  );
}

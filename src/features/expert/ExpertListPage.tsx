import { useState } from 'react';
import { Form, Select } from 'antd';
import type { TableProps } from 'antd';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListExpertsQuery } from './api';
import { ExpertDetailDrawer } from './ExpertDetailDrawer';
import { ExpertRowActions, OrderInput, ShowSwitch } from './ExpertRowActions';
import { ExpertSettingsModal } from './ExpertSettingsModal';
import { ExpertTagsModal } from './ExpertTagsModal';
import { CooperRequestModal } from '@/shared/cooperation/CooperRequestModal';
import { EXPERT_TYPE_LABEL, type Expert } from './types';
import { PageTitle } from '@/shared/components/PageTitle';

interface Filters {
  name?: string;
  expertType?: number;
  show?: number;
}

type Dialog = { kind: 'detail' | 'tags' | 'settings'; expert: Expert } | { kind: 'invite' };

/**
 * The organisation's cooperating counsellors and listeners, in display order. 专家管理 (menu 18)
 * manages them: invite, tags, settings, display and order. 合作专家 (menu 05) lists the same
 * experts for the cooperation itself: detail and 解除合作 with its own code.
 */
function ExpertList({ manage }: { manage: boolean }) {
  const search = useSearchTable<Filters>({ initialFilters: { expertType: -99, show: -99 } });
  const { data, isFetching, error, refetch } = useListExpertsQuery(search.query);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns: TableProps<Expert>['columns'] = [
    { title: '姓名', dataIndex: 'name', width: 100 },
    {
      title: '类型',
      dataIndex: 'expertType',
      width: 90,
      render: (type: Expert['expertType']) => EXPERT_TYPE_LABEL[type],
    },
    { title: '职称', dataIndex: 'title', width: 130 },
    { title: '标签', dataIndex: 'tags', render: (tags: string[]) => tags.join('、') || '/' },
    // Sortable columns: their key is the call's sortField.
    manage
      ? {
          title: '展示',
          key: 'show',
          sorter: true,
          width: 90,
          render: (_: unknown, expert: Expert) => <ShowSwitch expert={expert} />,
        }
      : {
          title: '展示',
          dataIndex: 'show',
          key: 'show',
          sorter: true,
          width: 90,
          render: (show: Expert['show']) => (show === 1 ? '展示' : '不展示'),
        },
    manage
      ? {
          title: '排序',
          key: 'sn',
          width: 110,
          render: (_: unknown, expert: Expert) => <OrderInput key={expert.sn} expert={expert} />,
        }
      : { title: '合作时间', dataIndex: 'joinTime', key: 'joinTime', sorter: true, width: 180 },
    {
      title: '操作',
      key: 'actions',
      // 详情 编辑 设置 解除合作 on one line.
      width: 240,
      render: (_: unknown, expert: Expert) => (
        <ExpertRowActions
          expert={expert}
          disengagePerm={manage ? PERM.expertDisengage : PERM.cooperDisengage}
          onDetail={() => setDialog({ kind: 'detail', expert })}
          onEditTags={manage ? () => setDialog({ kind: 'tags', expert }) : undefined}
          onSettings={manage ? () => setDialog({ kind: 'settings', expert }) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle title={manage ? '咨询师与倾听者' : '合作专家'} />
      <SearchTable<Expert, Filters>
        search={search}
        filters={
          <>
            <TextFilter label="姓名" name="name" />
            <Form.Item label="类型" name="expertType">
              <Select
                style={{ width: 120 }}
                options={[
                  { value: -99, label: '全部' },
                  { value: 0, label: '咨询师' },
                  { value: 1, label: '倾听者' },
                ]}
              />
            </Form.Item>
            <Form.Item label="展示" name="show">
              <Select
                style={{ width: 120 }}
                options={[
                  { value: -99, label: '全部' },
                  { value: 1, label: '展示' },
                  { value: 0, label: '不展示' },
                ]}
              />
            </Form.Item>
          </>
        }
        toolbar={
          manage && (
            <PermissionButton
              perm={PERM.expertInvite}
              type="primary"
              onClick={() => setDialog({ kind: 'invite' })}
            >
              邀请专家
            </PermissionButton>
          )
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="userId"
      />
      {dialog?.kind === 'detail' && <ExpertDetailDrawer expert={dialog.expert} onClose={close} />}
      {dialog?.kind === 'tags' && <ExpertTagsModal expert={dialog.expert} onClose={close} />}
      {dialog?.kind === 'settings' && (
        <ExpertSettingsModal expert={dialog.expert} onClose={close} />
      )}
      {dialog?.kind === 'invite' && <CooperRequestModal kind="invite" onClose={close} />}
    </>
  );
}

/** /expert/list (menu 18). */
export function ManagedExpertsPage() {
  return <ExpertList manage />;
}

/** /cooper/experts (menu 05). */
export function CooperatingExpertsPage() {
  return <ExpertList manage={false} />;
}

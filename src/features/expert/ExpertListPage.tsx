import { useState } from 'react';
import { Card, Form, Input, Select } from 'antd';
import type { TableProps } from 'antd';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useListExpertsQuery } from './api';
import { ExpertDetailDrawer } from './ExpertDetailDrawer';
import { ExpertRowActions, OrderInput, ShowSwitch } from './ExpertRowActions';
import { ExpertSettingsModal } from './ExpertSettingsModal';
import { EXPERT_TYPE_LABEL, type Expert } from './types';

interface Filters {
  name?: string;
  expertType?: number;
  show?: number;
}

/** /expert/list: the organisation's counsellors and listeners (cooperating), in display order. */
export default function ExpertListPage() {
  const search = useSearchTable<Filters>({ initialFilters: { expertType: -99, show: -99 } });
  const { data, isFetching } = useListExpertsQuery(search.query);
  const [detail, setDetail] = useState<Expert | null>(null);
  const [settings, setSettings] = useState<Expert | null>(null);

  const columns: TableProps<Expert>['columns'] = [
    { title: '姓名', dataIndex: 'name' },
    {
      title: '类型',
      dataIndex: 'expertType',
      render: (type: Expert['expertType']) => EXPERT_TYPE_LABEL[type],
    },
    { title: '职称', dataIndex: 'title' },
    { title: '标签', dataIndex: 'tags', render: (tags: string[]) => tags.join('、') || '/' },
    {
      title: '展示',
      key: 'show',
      render: (_: unknown, expert: Expert) => <ShowSwitch expert={expert} />,
    },
    {
      title: '排序',
      key: 'sn',
      render: (_: unknown, expert: Expert) => <OrderInput key={expert.sn} expert={expert} />,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, expert: Expert) => (
        <ExpertRowActions
          expert={expert}
          onDetail={() => setDetail(expert)}
          onSettings={() => setSettings(expert)}
        />
      ),
    },
  ];

  return (
    <Card title="咨询师与倾听者" size="small">
      <SearchTable<Expert, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="姓名" name="name">
              <Input allowClear placeholder="请输入姓名" />
            </Form.Item>
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
        columns={columns}
        data={data}
        loading={isFetching}
        rowKey="userId"
      />
      {detail && <ExpertDetailDrawer expert={detail} onClose={() => setDetail(null)} />}
      {settings && <ExpertSettingsModal expert={settings} onClose={() => setSettings(null)} />}
    </Card>
  );
}

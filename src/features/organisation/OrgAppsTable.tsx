import { Button, Table, Typography } from 'antd';
import { useListAppsOfOrgQuery } from './api';
import type { OrgApp } from './types';

/** 应用: the apps an organisation holds (queryAppListByOrg), on its detail page. */
export function OrgAppsTable({ orgId }: { orgId: string }) {
  const { data = [], isFetching, isError, refetch } = useListAppsOfOrgQuery(orgId);
  return (
    <section aria-labelledby="org-apps-title" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="org-apps-title">
        应用
      </Typography.Title>
      <Table<OrgApp>
        rowKey="appId"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{
          emptyText: isError ? (
            <>
              应用加载失败
              <Button type="link" onClick={() => void refetch()}>
                重试
              </Button>
            </>
          ) : (
            '暂无应用'
          ),
        }}
        columns={[
          { title: '应用名称', dataIndex: 'name' },
          { title: 'AppID', dataIndex: 'appId' },
          { title: '类型', dataIndex: 'type' },
          { title: '说明', dataIndex: 'description' },
        ]}
      />
    </section>
  );
}

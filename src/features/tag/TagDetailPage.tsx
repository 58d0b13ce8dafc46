import { Card, Descriptions, Spin, Table, Tabs, Tag as AntTag } from 'antd';
import { useParams } from 'react-router-dom';
import { SCALE_STATUS_LABEL, SCALE_TYPE_LABEL } from '@/shared/assessment/assessmentLabels';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { namesInTree, useRegionTree } from '@/shared/regions/regionNames';
import { ORG_TYPE_LABEL } from '@/shared/session/types';
import { useGetTagOrgIdsQuery, useGetTagQuery } from './api';
import { TAG_TYPE_LABEL, type TagOrg, type TagScale } from './types';

const small = { hideOnSinglePage: true, pageSize: 10 };

/** 标签详情: tabs tag info, related scales, related categories, organisations using it. */
export default function TagDetailPage() {
  const { id = '' } = useParams();
  const { data: tag, isLoading, error, refetch } = useGetTagQuery(id);
  // How many organisations use the tag: getTagReOrg's ids, in the tab's name before it is opened.
  const { data: orgIds } = useGetTagOrgIdsQuery(id);
  const tree = useRegionTree();
  if (isLoading) return <Spin />;
  if (error || !tag) return <LoadFailure error={error} notFound="标签不存在" onRetry={refetch} />;
  return (
    <>
      <PageTitle title="标签详情" back="/selfScale/scaleLabel" />
      <Card>
        <Tabs
          items={[
            {
              key: 'info',
              label: '标签信息',
              children: (
                <Descriptions column={2} bordered size="small">
                  <Descriptions.Item label="标签名称">{tag.name}</Descriptions.Item>
                  <Descriptions.Item label="类型">{TAG_TYPE_LABEL[tag.type]}</Descriptions.Item>
                  <Descriptions.Item label="简介" span={2}>
                    {tag.intro}
                  </Descriptions.Item>
                  <Descriptions.Item label="创建时间">{tag.createTime}</Descriptions.Item>
                  <Descriptions.Item label="最后更新时间">{tag.updateTime}</Descriptions.Item>
                </Descriptions>
              ),
            },
            {
              key: 'scales',
              label: '关联量表',
              children: (
                <Table<TagScale>
                  rowKey="id"
                  dataSource={tag.formList}
                  pagination={small}
                  columns={[
                    { title: '量表名称', dataIndex: 'name' },
                    {
                      title: '类型',
                      dataIndex: 'type',
                      render: (t: TagScale['type']) => SCALE_TYPE_LABEL[t],
                    },
                    {
                      title: '状态',
                      dataIndex: 'status',
                      render: (s: TagScale['status']) => SCALE_STATUS_LABEL[s],
                    },
                    { title: '创建时间', dataIndex: 'createTime' },
                  ]}
                />
              ),
            },
            {
              key: 'categories',
              label: '关联分类',
              children: tag.reClassList.length
                ? tag.reClassList.map((c) => <AntTag key={c.id}>{c.name}</AntTag>)
                : '暂无关联分类',
            },
            {
              key: 'orgs',
              label: orgIds ? `使用机构（${orgIds.length}）` : '使用机构',
              children: (
                <Table<TagOrg>
                  rowKey="id"
                  dataSource={tag.orgList}
                  pagination={small}
                  columns={[
                    { title: '机构名称', dataIndex: 'name' },
                    {
                      title: '所在地',
                      dataIndex: 'areaCode',
                      render: (c: string) => (tree ? namesInTree(tree, c) || '/' : '…'),
                    },
                    {
                      title: '机构类型',
                      dataIndex: 'orgType',
                      render: (t: 0 | 1 | 2) => ORG_TYPE_LABEL[t],
                    },
                    { title: '创建时间', dataIndex: 'createTime' },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

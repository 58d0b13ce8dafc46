import { App, Button, Col, Empty, Form, Input, Pagination, Row, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useListAllCategoriesQuery } from '@/shared/assessment/assessmentApi';
import { useListAllTagsQuery } from '@/shared/assessment/assessmentApi';
import { TagTransferModal } from '@/shared/assessment/TagTransferModal';
import { useSearchTable } from '@/shared/components/SearchTable';
import { RangePicker } from '@/shared/components/RangePicker';
import {
  useDeleteScaleMutation,
  useGetScaleTagsQuery,
  useListScalesQuery,
  useRelateScaleTagsMutation,
} from './api';
import { EditScaleTextModal } from './EditScaleTextModal';
import { PublishScaleModal } from './PublishScaleModal';
import { ScaleCard } from './ScaleCard';
import { ScalePriceModal } from './ScalePriceModal';
import type { Scale, ScaleFilters, ScaleStatus } from './types';

type Dialog = { kind: 'edit' | 'publish' | 'tags' | 'price'; scale: Scale } | undefined;

function RelateScaleTags({ scale, onClose }: { scale: Scale; onClose: () => void }) {
  const { message } = App.useApp();
  const { data } = useGetScaleTagsQuery(scale.id, { refetchOnMountOrArgChange: true });
  const [relate] = useRelateScaleTagsMutation();
  return (
    <TagTransferModal
      title={`关联标签：${scale.name}`}
      initialTagIds={data?.map((tag) => tag.id)}
      onClose={onClose}
      onSubmit={async (tagIdList) => {
        await relate({ formId: scale.id, tagIdList }).unwrap();
        message.success('标签关联成功');
      }}
    />
  );
}

/** One tab of the scale list: filters, a 4-column card grid, paging (10 per page by default). */
export function ScaleGrid({ status }: { status: ScaleStatus }) {
  const { message } = App.useApp();
  const search = useSearchTable<ScaleFilters>({
    listKey: `/selfScale/allScale:${status}`,
    // Two grids (已发布, 草稿) share the page, so neither owns its address.
    inUrl: false,
    dateRanges: { created: ['startTime', 'endTime'] },
  });
  const { data, isFetching } = useListScalesQuery({ ...search.query, status });
  const { data: categories = [] } = useListAllCategoriesQuery();
  const { data: tags = [] } = useListAllTagsQuery();
  const [deleteScale] = useDeleteScaleMutation();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  const remove = async (scale: Scale) => {
    await deleteScale(scale.id).unwrap();
    message.success('删除成功');
    if (data?.rows.length === 1 && search.query.pageNum > 1)
      search.setPageNum(search.query.pageNum - 1);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form
        form={search.form}
        layout="inline"
        onFinish={search.onSearch}
        role="search"
        aria-label="查询条件"
      >
        <Form.Item label="分类" name="classId">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 140 }}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item label="标签" name="tagId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部"
            style={{ width: 160 }}
            options={tags.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item label="标题" name="name">
          <Input allowClear placeholder="请输入量表名称" />
        </Form.Item>
        <Form.Item label="创建时间" name="created">
          <RangePicker />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" autoInsertSpace={false}>
              查询
            </Button>
            <Button onClick={search.onReset} autoInsertSpace={false}>
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Spin spinning={isFetching}>
        {data && data.rows.length === 0 ? (
          <Empty description="暂无量表" />
        ) : (
          <Row gutter={[16, 16]}>
            {data?.rows.map((scale) => (
              <Col key={scale.id} span={6}>
                <ScaleCard
                  scale={scale}
                  onEdit={(s) => setDialog({ kind: 'edit', scale: s })}
                  onPublish={(s) => setDialog({ kind: 'publish', scale: s })}
                  onRelateTags={(s) => setDialog({ kind: 'tags', scale: s })}
                  onPrice={(s) => setDialog({ kind: 'price', scale: s })}
                  onDelete={(s) => remove(s).catch(() => undefined)}
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <Pagination {...search.pagination} total={data?.total ?? 0} align="end" />
      {dialog?.kind === 'edit' && <EditScaleTextModal scale={dialog.scale} onClose={close} />}
      {dialog?.kind === 'publish' && <PublishScaleModal scale={dialog.scale} onClose={close} />}
      {dialog?.kind === 'tags' && <RelateScaleTags scale={dialog.scale} onClose={close} />}
      {dialog?.kind === 'price' && <ScalePriceModal scale={dialog.scale} onClose={close} />}
    </Space>
  );
}

import { Drawer, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { CONSULT_TYPE_LABELS, CONSULT_WAY_LABELS } from '@/shared/counselling/consultLabels';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { moment, DATE_FORMAT } from '@/shared/utils/dates';
import { useListPartnerPricesQuery } from './api';
import { PartnerPriceModal } from './PartnerPriceModal';
import type { Partner, PartnerPrice } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { formatCount } from '@/shared/utils/format';
import { formatYuan } from '@/shared/utils/money';

/** 生效中 today, 未生效 before its start, 已失效 after its end. */
function priceState(price: PartnerPrice): { label: string; color: string } {
  if (price.effective) return { label: '生效中', color: 'green' };
  return price.effectiveFrom > moment().format(DATE_FORMAT)
    ? { label: '未生效', color: 'blue' }
    : { label: '已失效', color: 'default' };
}

/** 医院专家价格: a partner's expert prices; 新增 and 编辑 while the partner is not terminated. */
export function PartnerPricesDrawer({
  partner,
  onClose,
}: {
  partner: Partner;
  onClose: () => void;
}) {
  useReturnFocus();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data, isFetching } = useListPartnerPricesQuery({
    partnerId: partner.id,
    pageNum,
    pageSize,
  });
  const [editing, setEditing] = useState<{ price?: PartnerPrice }>();
  const open = partner.status !== 3;

  const columns: TableProps<PartnerPrice>['columns'] = [
    { title: '专家', dataIndex: 'expertName' },
    {
      title: '咨询方式',
      dataIndex: 'consultWay',
      render: (way: number) => CONSULT_WAY_LABELS[way as 0 | 1 | 2 | 3],
    },
    {
      title: '咨询类型',
      dataIndex: 'consultType',
      render: (type: number) => CONSULT_TYPE_LABELS[type],
    },
    { title: '时长（分钟）', dataIndex: 'durationMin', width: 100, render: formatCount },
    {
      title: '价格（元）',
      dataIndex: 'price',
      align: 'right',
      render: (price: number) => formatYuan(price),
    },
    {
      title: '结算比例',
      dataIndex: 'settlementRatio',
      render: (ratio: number) => `${ratio}%`,
    },
    {
      title: '生效期',
      key: 'span',
      render: (_v, row) => `${row.effectiveFrom} 至 ${row.effectiveTo || '长期'}`,
    },
    {
      title: '状态',
      key: 'state',
      render: (_v, row) => {
        const state = priceState(row);
        return <Tag color={state.color}>{state.label}</Tag>;
      },
    },
    ...(open
      ? [
          {
            title: '操作',
            key: 'actions',
            render: (_v: unknown, row: PartnerPrice) => (
              <PermissionButton
                perm={PERM.partnerPrice}
                type="link"
                size="small"
                onClick={() => setEditing({ price: row })}
              >
                编辑
              </PermissionButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer
      open
      title={`医院专家价格 · ${partner.name}`}
      size={1000}
      onClose={onClose}
      extra={
        open && (
          <PermissionButton
            perm={PERM.partnerPrice}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setEditing({})}
          >
            新增价格
          </PermissionButton>
        )
      }
    >
      <Table<PartnerPrice>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        pagination={{
          current: pageNum,
          pageSize,
          total: data?.total,
          showTotal: (total) => `共${total}条数据`,
          onChange: (page, size) => {
            setPageNum(page);
            setPageSize(size);
          },
        }}
      />
      {editing && (
        <PartnerPriceModal
          partner={partner}
          price={editing.price}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Drawer>
  );
}

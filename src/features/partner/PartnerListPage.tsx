import { App, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { PageTitle } from '@/shared/components/PageTitle';
import { RegionCascader } from '@/shared/components/RegionCascader';
import {
  ALL_OPTION,
  type SearchColumn,
  SearchTable,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import {
  PARTNER_STATUSES,
  PARTNER_STATUS_LABELS,
  PARTNER_TRANSITIONS,
  PARTNER_TYPES,
  PARTNER_TYPE_LABELS,
  type PartnerStatusCode,
} from '@/shared/counselling/partnerCodes';
import { namesInTree, useRegionTree } from '@/shared/regions/regionNames';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListPartnersQuery, useUpdatePartnerStatusMutation } from './api';
import { PartnerFormModal } from './PartnerFormModal';
import { PartnerPricesDrawer } from './PartnerPricesDrawer';
import { PartnerReferralsDrawer } from './PartnerReferralsDrawer';
import type { Partner } from './types';
import { openConfirm } from '@/shared/feedback/openConfirm';

const STATUS_COLORS: Record<PartnerStatusCode, string> = { 1: 'green', 2: 'orange', 3: 'default' };

const options = <K extends number>(codes: readonly K[], labels: Record<K, string>) =>
  withAll(codes.map((value) => ({ value, label: labels[value] })));

/** 合作伙伴: list with filters, 新增, 编辑, status changes (PARTNER_TRANSITIONS) and each partner's expert prices. */
export default function PartnerListPage() {
  const { message, modal } = App.useApp();
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: { type: ALL_OPTION, status: ALL_OPTION },
  });
  const { data, isFetching, error, refetch } = useListPartnersQuery(search.query);
  const [changeStatus] = useUpdatePartnerStatusMutation();
  const tree = useRegionTree();
  const [editing, setEditing] = useState<{ partner?: Partner }>();
  const [pricing, setPricing] = useState<Partner>();
  const [referrals, setReferrals] = useState<Partner>();

  function confirmStatus(partner: Partner, status: PartnerStatusCode, action: string) {
    void openConfirm(modal, {
      title: `${action}合作`,
      content:
        status === 3
          ? `终止后不能恢复，确定终止与「${partner.name}」的合作吗？`
          : `确定${action}与「${partner.name}」的合作吗？`,
      onOk: async () => {
        await changeStatus({ id: partner.id, status }).unwrap();
        message.success(`${action}成功`);
      },
    });
  }

  const columns: SearchColumn<Partner>[] = [
    { title: '名称', dataIndex: 'name', width: 200, fixed: 'left' },
    {
      title: '类型',
      dataIndex: 'type',
      width: 70,
      render: (type: Partner['type']) => PARTNER_TYPE_LABELS[type],
    },
    { title: '联系人', dataIndex: 'contact', width: 90 },
    { title: '联系电话', dataIndex: 'mobile', width: 120, defaultHidden: true },
    {
      title: '所在地区',
      dataIndex: 'areaCode',
      width: 200,
      defaultHidden: true,
      render: (areaCode: string) => (tree ? namesInTree(tree, areaCode) || '/' : ''),
    },
    // Sortable columns: their key is the call's sortField (合作期 by its start).
    {
      title: '合作期',
      key: 'coopStart',
      sorter: true,
      width: 220,
      render: (_v, row) => `${row.coopStart} 至 ${row.coopEnd || '长期'}`,
    },
    {
      title: '结算比例',
      dataIndex: 'settlementRatio',
      key: 'settlementRatio',
      sorter: true,
      width: 100,
      render: (ratio: number) => `${ratio}%`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 90,
      render: (status: PartnerStatusCode) => (
        <Tag color={STATUS_COLORS[status]}>{PARTNER_STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 330,
      render: (_v, partner) => (
        <Space size={0} wrap>
          <PermissionButton
            type="link"
            size="small"
            perm={PERM.partners}
            onClick={() => setPricing(partner)}
          >
            专家价格（{partner.priceCount}）
          </PermissionButton>
          <PermissionButton
            type="link"
            size="small"
            perm={PERM.partners}
            onClick={() => setReferrals(partner)}
          >
            转介记录
          </PermissionButton>
          {partner.status !== 3 && (
            <PermissionButton
              perm={PERM.partnerEdit}
              type="link"
              size="small"
              onClick={() => setEditing({ partner })}
            >
              编辑
            </PermissionButton>
          )}
          {Object.entries(PARTNER_TRANSITIONS[partner.status]).map(([to, action]) => (
            <PermissionButton
              key={to}
              perm={PERM.partnerStatus}
              type="link"
              size="small"
              danger={to === '3'}
              onClick={() => confirmStatus(partner, Number(to) as PartnerStatusCode, action)}
            >
              {action}
            </PermissionButton>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="合作伙伴" />
      <SearchTable<Partner, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="名称" name="name">
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label="类型" name="type">
              <Select
                style={{ width: 100 }}
                options={options(PARTNER_TYPES, PARTNER_TYPE_LABELS)}
              />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select
                style={{ width: 100 }}
                options={options(PARTNER_STATUSES, PARTNER_STATUS_LABELS)}
              />
            </Form.Item>
          </>
        }
        moreFilters={
          <>
            <Form.Item label="地区" name="areaCode">
              <RegionCascader aria-label="地区" changeOnSelect style={{ width: 220 }} />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.partnerAdd}
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
      {editing && (
        <PartnerFormModal partner={editing.partner} onClose={() => setEditing(undefined)} />
      )}
      {pricing && <PartnerPricesDrawer partner={pricing} onClose={() => setPricing(undefined)} />}
      {referrals && (
        <PartnerReferralsDrawer partner={referrals} onClose={() => setReferrals(undefined)} />
      )}
    </>
  );
}

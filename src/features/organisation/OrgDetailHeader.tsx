import type { ReactNode } from 'react';
import { DetailHeader } from '@/shared/components/DetailHeader';
import { ORG_STATUS_NAME } from '@/shared/organisation/orgRules';
import { useRegionNames } from '@/shared/regions/regionNames';
import { useGetOrgInfoQuery } from './api';
import { ORG_STATUS_COLOR } from './orgColumns';
import { ORG_KIND_LABEL } from './types';

interface Props {
  id: string;
  /** The list the detail belongs to: 机构查询, or 客户机构 for a customer organisation. */
  back: string;
  extra?: ReactNode;
}

/**
 * The organisation-management detail header (decision 0023): the organisation's name, type,
 * status, region, level, parent and creation, over every tab of its detail. It reads the
 * organisation from the API cache the detail's tabs share (getOrgInfo), so a tab change asks for
 * nothing and the header never flashes.
 */
export function OrgDetailHeader({ id, back, extra }: Props) {
  const { data: org, isLoading } = useGetOrgInfoQuery(id);
  const region = useRegionNames(org?.areaCode);
  return (
    <DetailHeader
      title="机构详情"
      back={back}
      label="机构概要"
      loading={isLoading}
      name={org?.name}
      extra={org && extra}
      tags={
        org
          ? [
              { key: 'type', text: ORG_KIND_LABEL[org.orgType], color: 'blue' },
              {
                key: 'status',
                text: ORG_STATUS_NAME[org.status],
                color: ORG_STATUS_COLOR[org.status],
              },
            ]
          : []
      }
      facts={
        org
          ? [
              { label: '地区', value: region || '/' },
              { label: '层级', value: `第${org.level}级` },
              { label: '上级机构', value: org.parentName || '/' },
              { label: '创建时间', value: org.createTime },
            ]
          : []
      }
    />
  );
}

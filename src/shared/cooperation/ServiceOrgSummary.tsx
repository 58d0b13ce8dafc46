import { Descriptions, Spin } from 'antd';
import { useRegionNames } from '@/shared/regions/regionNames';
import { ORG_TYPE_LABEL } from '@/shared/session/types';
import { useGetServiceOrgDataQuery } from './cooperRequestApi';
import { COOPER_STATUS_LABEL } from './cooperationLabels';
import { EMPTY_TEXT } from '@/shared/utils/format';

/** What an expert weighs before applying to the chosen organisation (showAllOrgPageByUseAndData). */
export function ServiceOrgSummary({ orgId }: { orgId: string }) {
  const { data, isFetching } = useGetServiceOrgDataQuery(orgId);
  const region = useRegionNames(data?.areaCode);
  if (isFetching) return <Spin />;
  if (!data) return null;
  return (
    <Descriptions size="small" column={1} bordered aria-label="机构信息">
      <Descriptions.Item label="机构类型">{ORG_TYPE_LABEL[data.orgType]}</Descriptions.Item>
      <Descriptions.Item label="所在地区">{region || EMPTY_TEXT}</Descriptions.Item>
      <Descriptions.Item label="合作专家">{`${data.expertCount}人`}</Descriptions.Item>
      <Descriptions.Item label="我的申请">
        {data.applyStatus === null ? '未申请' : COOPER_STATUS_LABEL[data.applyStatus]}
      </Descriptions.Item>
    </Descriptions>
  );
}

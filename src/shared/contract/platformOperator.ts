/**
 * The platform operator family (shell spec §6 "call families … platform operator"; decision
 * 0021): the platform's own operator accounts, listed, saved and frozen or restored by an
 * administrator of the platform organisation (orgType 0) holding 平台运营人员 (04-01-01).
 */
import { z } from 'zod';
import { call } from './call';
import { staffAccountFields } from './personSchemas';
import { queryCode } from './counsellingSchemas';
import { dateTime, filterText, id, noData, pageQuery, paged } from './schemas';

const BASE = '/server-platform/api/platformOperator';

/** 2 normal, 4 frozen (the account statuses of shell spec §3). */
const operatorStatus = z.literal([2, 4], { error: '状态只能是正常或冻结' }).meta({ title: '状态' });

const operatorRow = z.object({
  id: z.string(),
  account: z.string().meta({ description: '登录账号' }),
  name: z.string(),
  mobile: z.string(),
  status: operatorStatus,
  createTime: dateTime,
});

const operatorId = id('运营人员');

export const listPlatformOperators = call({
  summary: '平台运营人员分页',
  method: 'GET',
  path: `${BASE}/list`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    name: filterText('姓名或账号', 50),
    status: queryCode('状态', [2, 4]),
  }),
  data: paged(operatorRow),
  codes: [10400, 10403, 10409],
});

export const savePlatformOperator = call({
  summary: '新增或编辑平台运营人员（新增的为正常状态）',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: z.object({
    id: operatorId.optional(),
    ...staffAccountFields,
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const platformOperatorStatus = call({
  summary: '冻结或恢复平台运营人员',
  method: 'POST',
  path: `${BASE}/updateStatus`,
  source: 'ours',
  body: z.object({ id: operatorId, status: operatorStatus }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

/** Problem types: the two-level tree (docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { call } from './call';
import { bodyCode, queryCode } from './counsellingSchemas';
import { id, noData, priority, requiredText } from './schemas';

const BASE = '/server-platform/api/problemType';

const node = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  sort: z.int(),
  status: z.literal([0, 1]),
  inUse: z.boolean().meta({ description: '已被订单使用：只能停用，不能删除' }),
});
const typeId = id('问题类型');

export const problemTypeTree = call({
  summary: '问题类型树（两级，含停用）',
  method: 'GET',
  path: `${BASE}/tree`,
  source: 'ours',
  query: z.object({
    status: queryCode('状态', [0, 1]).meta({ description: '1 只返回启用的（选择器）' }),
  }),
  data: z.array(node.extend({ children: z.array(node) })),
  codes: [10403, 10409],
});

export const saveProblemType = call({
  summary: '新增、重命名或排序问题类型（pid 0 为一级分组）',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: z.object({
    id: typeId.optional(),
    pid: z.literal('0').or(typeId).meta({ title: '上级分组' }),
    name: requiredText('问题类型名称', '请输入问题类型名称', 20),
    sort: priority('排序'),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const problemTypeStatus = call({
  summary: '启用或停用问题类型',
  method: 'POST',
  path: `${BASE}/updateStatus`,
  source: 'ours',
  body: z.object({ id: typeId, status: bodyCode('状态', [0, 1]) }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const deleteProblemType = call({
  summary: '删除问题类型（已被使用的不能删除）',
  method: 'POST',
  path: `${BASE}/delete`,
  source: 'ours',
  body: z.object({ id: typeId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

/** Display categories (assessment spec §2 "Categories", §7 "Categories"). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  chosenStatus,
  dateTime,
  filterText,
  id,
  idList,
  noData,
  pageQuery,
  paged,
  priority,
  requiredText,
  scaleModule,
  tagBrief,
} from './schemas';

const categoryStatus = z.literal([0, 1]).meta({ title: '状态', description: '1 正常，0 无效' });
const categoryRow = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string(),
  module: z.literal('eval_form'),
  status: categoryStatus,
  sn: z.int().meta({ title: '显示优先级' }),
  tagCount: z.int(),
  reTagList: z.array(tagBrief),
  createTime: dateTime,
  updateTime: dateTime,
});
const categoryId = id('分类');

export const getAllClass = call({
  summary: '全部分类',
  method: 'GET',
  path: '/api/class/getAllClass',
  source: 'spec',
  query: z.object({ module: scaleModule }),
  data: z.array(z.object({ id: z.string(), name: z.string(), status: categoryStatus })),
  codes: [10400, 10409],
});

export const listCategories = call({
  summary: '分类分页',
  method: 'GET',
  path: '/api/class/page',
  source: 'spec',
  query: z.object({ ...pageQuery, module: scaleModule, name: filterText('分类名称') }),
  data: paged(categoryRow),
  codes: [10400, 10409],
});

export const categoryDetail = call({
  summary: '分类详情',
  method: 'GET',
  path: '/api/class/detail',
  source: 'spec',
  query: z.object({ id: categoryId }),
  data: categoryRow,
  codes: [10400, 10404, 10409],
});

/** The whole record (add, edit). */
const categoryForm = z.object({
  id: categoryId.optional(),
  name: requiredText('分类名称', MESSAGES.categoryNameRequired, 4),
  intro: requiredText('分类简介', MESSAGES.categoryIntroRequired, 100),
  status: chosenStatus,
  sn: priority(),
  module: scaleModule,
});
/** Only the display priority of an existing category. */
const categoryPriority = z.object({ id: categoryId, sn: priority() });

export const saveCategory = call({
  summary: '新增或编辑分类；只带 id 与 sn 时修改显示优先级',
  method: 'POST',
  path: '/api/class/save',
  source: 'spec',
  body: z.union([categoryForm, categoryPriority]),
  data: z.object({ id: z.string() }).nullable(),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteCategory = call({
  summary: '删除分类',
  method: 'GET',
  path: '/api/class/delete',
  source: 'spec',
  query: z.object({ id: categoryId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const relateCategoryTags = call({
  summary: '分类管理标签',
  method: 'POST',
  path: '/api/class/classReTag',
  source: 'spec',
  body: z.object({ classId: categoryId, tagIdList: idList('标签') }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

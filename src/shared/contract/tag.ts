/** Scale tags (assessment spec §2 "Tags", §7 "Tags"). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  dateTime,
  filterText,
  id,
  idList,
  noData,
  pageQuery,
  paged,
  requiredText,
  scaleBrief,
  scaleModule,
  tagBrief,
  tagType,
  timeFilter,
} from './schemas';

const tagRow = tagBrief.extend({
  intro: z.string(),
  module: z.literal('eval_form'),
  type: tagType,
  className: z.string().meta({ description: '关联分类名称，以、连接' }),
  reClassList: z.array(z.object({ id: z.string(), name: z.string() })),
  orgCount: z.int(),
  formCount: z.int(),
  createTime: dateTime,
  updateTime: dateTime,
});

const tagOrg = z.object({
  id: z.string(),
  name: z.string(),
  areaCode: z.string(),
  orgType: z.int(),
  status: z.int(),
  createTime: dateTime,
});

const tagId = id('标签');
const tagOrgsBody = z.object({
  module: scaleModule,
  tagIdList: idList('标签', MESSAGES.labelRequired),
  orgIdList: idList('机构', MESSAGES.organisationRequired),
});
const tagScalesBody = z.object({
  tagId,
  formIdList: idList('量表', MESSAGES.scaleOrOrgRequired),
});

export const getAllTag = call({
  summary: '全部标签',
  method: 'GET',
  path: '/api/tag/getAllTag',
  source: 'spec',
  query: z.object({ module: scaleModule }),
  data: z.array(tagBrief),
  codes: [10400, 10409],
});

export const listTags = call({
  summary: '标签分页（按最后更新时间筛选）',
  method: 'GET',
  path: '/api/tag/page',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    module: scaleModule,
    name: filterText('标签名称'),
    startTime: timeFilter('更新时间起'),
    endTime: timeFilter('更新时间止'),
  }),
  data: paged(tagRow),
  codes: [10400, 10409],
});

export const tagDetail = call({
  summary: '标签详情（含量表与机构）',
  method: 'GET',
  path: '/api/tag/detail',
  source: 'spec',
  query: z.object({ id: tagId }),
  data: tagRow.extend({ formList: z.array(scaleBrief), orgList: z.array(tagOrg) }),
  codes: [10400, 10404, 10409],
});

export const saveTag = call({
  summary: '新增或编辑标签',
  method: 'POST',
  path: '/api/tag/save',
  source: 'spec',
  body: z.object({
    id: tagId.optional(),
    name: requiredText('标签名称', MESSAGES.tagNameRequired, 10),
    intro: requiredText('标签简介', MESSAGES.tagIntroRequired, 100),
    module: scaleModule,
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteTag = call({
  summary: '删除标签（同时解除它的全部关联）',
  method: 'GET',
  path: '/api/tag/delete',
  source: 'spec',
  query: z.object({ tagId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const relateTagCategories = call({
  summary: '标签关联分类',
  method: 'POST',
  path: '/api/tag/TagReClass',
  source: 'spec',
  body: z.object({ tagId, classIdList: idList('分类') }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const getTagOrgIds = call({
  summary: '标签已分配的机构',
  method: 'GET',
  path: '/api/tag/getTagReOrg',
  source: 'spec',
  query: z.object({ tagId }),
  data: z.object({ orgIdList: z.array(z.string()) }),
  codes: [10400, 10404, 10409],
});

export const distributeTags = call({
  summary: '分配标签给机构',
  method: 'POST',
  path: '/api/tag/distributeTag',
  source: 'spec',
  body: tagOrgsBody,
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const removeTagOrgs = call({
  summary: '移除机构的标签',
  method: 'POST',
  path: '/api/tag/removeOrgToTag',
  source: 'spec',
  body: tagOrgsBody,
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const addTagScales = call({
  summary: '标签添加量表',
  method: 'POST',
  path: '/api/form/tagReForm',
  source: 'spec',
  body: tagScalesBody,
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const removeTagScales = call({
  summary: '标签移除量表',
  method: 'POST',
  path: '/api/form/tagRemoveForm',
  source: 'spec',
  body: tagScalesBody,
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const listTagScales = call({
  summary: '标签的量表（已添加 related=1 / 待添加 related=0）',
  method: 'GET',
  path: '/api/tag/getTagFormPage',
  source: 'ours',
  query: z.object({
    ...pageQuery,
    tagId,
    related: z
      .literal([0, 1, '0', '1'], { error: '取值不正确' })
      .default(1)
      .meta({ title: '是否已添加' }),
    name: filterText('量表名称'),
  }),
  data: paged(scaleBrief),
  codes: [10400, 10404, 10409],
});

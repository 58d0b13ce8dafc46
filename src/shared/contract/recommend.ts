/** Recommended displays (assessment spec §2 "Recommendations", §4, §7 "Recommendations"). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  chosenStatus,
  dateTime,
  filterText,
  id,
  noData,
  pageQuery,
  paged,
  priority,
  timeFilter,
} from './schemas';

const recommendation = z.object({
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  type: z.literal([0, 1]).meta({ description: '量表类型：0 原创，1 引用' }),
  coverImg: z.string(),
  orgName: z.string(),
  beginShowDate: z.string(),
  endShowDate: z.string(),
  status: z.literal([0, 1, 2]).meta({ description: '0 无效，1 正常，2 已过期（由结束日期判断）' }),
  priority: z.int(),
  createTime: dateTime,
});
const recommendId = id('推荐展示');
/** A display day; a date-time is cut to its day. */
const showDate = (title: string) =>
  z
    .string({ error: MESSAGES.displayTimeRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, MESSAGES.displayTimeRequired)
    .overwrite((value) => value.slice(0, 10))
    .meta({ title });

export const listRecommendations = call({
  summary: '推荐展示分页（展示期与时间段有交集）',
  method: 'GET',
  path: '/api/formRecommend/page',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    orgName: filterText('机构名称'),
    startTime: timeFilter('展示时间起'),
    endTime: timeFilter('展示时间止'),
  }),
  data: paged(recommendation),
  codes: [10400, 10409],
});

export const recommendDetail = call({
  summary: '推荐展示详情',
  method: 'GET',
  path: '/api/formRecommend/detail',
  source: 'ours',
  query: z.object({ id: recommendId }),
  data: recommendation,
  codes: [10400, 10404, 10409],
});

export const saveRecommendation = call({
  summary: '新增或编辑推荐展示',
  method: 'POST',
  path: '/api/formRecommend/save',
  source: 'spec',
  body: z
    .object({
      id: recommendId.optional(),
      formId: id('量表', MESSAGES.scaleRequired),
      beginShowDate: showDate('开始日期'),
      endShowDate: showDate('结束日期'),
      status: chosenStatus,
      priority: priority(),
    })
    .refine((body) => body.beginShowDate <= body.endShowDate, {
      message: '开始日期不能晚于结束日期',
      path: ['beginShowDate'],
    }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteRecommendation = call({
  summary: '删除推荐展示',
  method: 'GET',
  path: '/api/formRecommend/delete',
  source: 'spec',
  query: z.object({ id: recommendId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

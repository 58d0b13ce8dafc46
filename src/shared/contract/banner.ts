/** Banners (轮播图) of an organisation (counselling design "Banners and SMS log"; docs/api/operate.md). */
import { z } from 'zod';
import { maxInputMessage } from '../validation/messages';
import { BANNER_LINK_TYPES, BANNER_MESSAGES as M } from '../counselling/operateCodes';
import { call } from './call';
import { choice, dateTimeField } from './choiceSchemas';
import { queryCode } from './counsellingSchemas';
import {
  chosenStatus,
  dateTime,
  filterText,
  id,
  noData,
  pageQuery,
  paged,
  requiredText,
} from './schemas';

const BASE = '/server-platform/api/banner';

const bannerRow = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
  linkName: z.string().meta({ description: '量表或专家的名称；其他为空' }),
  sort: z.int(),
  startTime: dateTime,
  endTime: dateTime,
  status: z.literal([0, 1]),
  createTime: dateTime,
});
const bannerId = id('轮播图');

const bannerFields = {
  title: requiredText('标题', M.titleRequired, 30),
  image: z
    .string({ error: (issue) => (issue.input == null ? M.imageRequired : '格式不正确') })
    .trim()
    .min(1, M.imageRequired)
    .max(500, '格式不正确')
    .meta({ title: '图片', description: '上传到本服务的 JPG/PNG 图片地址' }),
  linkType: choice('跳转类型', BANNER_LINK_TYPES),
  link: z
    .string()
    .trim()
    .max(500, maxInputMessage(500))
    .default('')
    .meta({ title: '跳转链接', description: 'url: http(s) 地址；scale: 量表 id；expert: 专家 id' }),
  sort: z
    .number({ error: (issue) => (issue.input == null ? M.sortRequired : '必须为整数') })
    .int('必须为整数')
    .min(0, M.sortMin)
    .max(1_000_000, '不能大于1000000')
    .meta({ title: '排序', description: '数字越小越靠前' }),
  startTime: dateTimeField('开始时间'),
  endTime: dateTimeField('结束时间'),
  status: chosenStatus,
};

export const listBanners = call({
  summary: '轮播图分页（排序升序）',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    title: filterText('标题', 30),
    status: queryCode('状态', [0, 1]),
  }),
  data: paged(bannerRow),
  codes: [10400, 10403],
});

export const saveBanner = call({
  summary: '新增轮播图',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'spec',
  body: z.object(bannerFields),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403],
});

export const updateBanner = call({
  summary: '编辑轮播图',
  method: 'POST',
  path: `${BASE}/update`,
  source: 'spec',
  body: z.object({ id: bannerId, ...bannerFields }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404],
});

export const deleteBanner = call({
  summary: '删除轮播图',
  method: 'POST',
  path: `${BASE}/delete`,
  source: 'spec',
  body: z.object({ id: bannerId }),
  data: noData,
  codes: [10400, 10403, 10404],
});

/** Scale data: published scales with their test counts, test records and statistics (assessment spec §2 "Scale data"). */
import { z } from 'zod';
import { MAX_PAGE_SIZE, dateTime, filterText, id, paged, pageQuery, timeFilter } from './schemas';
import { codeFilter, scaleRow } from './assessmentSchemas';
import { call } from './call';

/** A screen's page holds at most 100 rows (5/10/20/50/100); more, or 0 (every row), is an export. */
const LARGEST_SCREEN_PAGE = 100;
/** Every paging refusal of these lists says the same (the exports test asserts it). */
const PAGING = '分页参数不正确';

function pagingInt(description: string, min: number, max: number, fallback: number) {
  return z.coerce
    .number<number | string>({ error: PAGING })
    .int(PAGING)
    .min(min, PAGING)
    .max(max, PAGING)
    .default(fallback)
    .meta({ title: '分页参数', description });
}

const paging = {
  pageNum: pagingInt('页码，从 1 起', 1, 1_000_000, 1),
  pageSize: pagingInt(`每页条数；0 取全部（仅导出），最多 ${MAX_PAGE_SIZE}`, 0, MAX_PAGE_SIZE, 10),
};

/** `export=1` (ours): the list is the 导出Excel workbook (17-01-06-03), checked and logged. */
const exportFlag = codeFilter('导出', ['0', '1']).optional();

const recordFilters = {
  formId: id('量表'),
  keyword: filterText('姓名、账号或手机号', 50),
  deptName: filterText('部门', 50),
  fillStatus: codeFilter('答题状态', ['0', '1', '-99'], '答题状态参数不正确').optional(),
  startTime: timeFilter('开始时间'),
  endTime: timeFilter('结束时间'),
};

const testRecord = z.object({
  resultId: z.string(),
  id: z.string().meta({ description: '答题人的用户 ID' }),
  formId: z.string(),
  orgName: z.string(),
  username: z.string(),
  mobile: z.string().meta({ description: '无“查看联系方式”(17-01-06-04) 时为掩码' }),
  personName: z.string(),
  deptName: z.string(),
  sex: z.literal([0, 1]),
  age: z.int(),
  fillStatus: z.literal([0, 1]).meta({ description: '0 部分作答，1 已作答' }),
  fillTime: dateTime,
  score: z.number().nullable().meta({ description: '总分（已作答时）' }),
});

export const formDataPage = call({
  summary: '量表数据分页（已发布量表及测试人数）；export=1 为导出Excel',
  method: 'GET',
  path: '/api/form/formDataPage',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    name: filterText('量表名称', 30),
    type: codeFilter('量表类型', ['0', '1', '-99']).optional(),
    startTime: timeFilter('开始时间'),
    endTime: timeFilter('结束时间'),
    export: exportFlag,
  }),
  data: paged(scaleRow),
  codes: [10400, 10403, 10409],
});

export const testRecordPage = call({
  summary:
    '量表测试记录分页（屏幕每页至多 100 条）；export=1 为导出Excel（分批，每批至多 10000 条，记入日志）',
  method: 'GET',
  path: '/api/form/testRecordPage',
  source: 'spec',
  query: z
    .object({ ...paging, ...recordFilters, export: exportFlag })
    .refine(
      (query) =>
        query.export === '1' || (query.pageSize > 0 && query.pageSize <= LARGEST_SCREEN_PAGE),
      { message: PAGING, path: ['pageSize'] },
    ),
  data: paged(testRecord),
  codes: [10400, 10403, 10404, 10409],
});

export const testStatistics = call({
  summary: '量表测试统计（按月测试数、作答状态、得分分布）',
  method: 'GET',
  path: '/api/form/testStatistics',
  source: 'ours',
  query: z.object({ ...pageQuery, ...recordFilters }),
  data: z.object({
    total: z.int().min(0),
    answered: z.int().min(0),
    partly: z.int().min(0),
    byMonth: z.array(z.object({ month: z.string(), count: z.int().min(0) })),
    scoreBuckets: z.array(z.object({ range: z.string(), count: z.int().min(0) })),
  }),
  codes: [10400, 10404, 10409],
});

/** Scale data: published scales with their test counts, test records and statistics (assessment spec §2 "Scale data"). */
import { testRecordsOf } from '../db/testRecords';
import { PERM } from '../../src/shared/session/permissions';
import { createRouter, page, paramText, type RouteContext } from '../router';
import { requireIdentity, requirePermission } from './guards';
import { isExport, personalExport } from './personalExport';
import { bad, inRange, orgOf, scaleOf, scaleView, tables } from './scaleHelpers';

/** 量表数据分页 GET /api/form/formDataPage ?name, type, startTime, endTime, export (1: the 导出Excel workbook, 17-01-06-03) */
function formDataPage(ctx: RouteContext) {
  if (isExport(ctx)) requirePermission(ctx, PERM.scaleDataExportExcel);
  const orgId = orgOf(ctx);
  const t = tables(ctx);
  const name = paramText(ctx, 'name');
  const type = paramText(ctx, 'type');
  const rows = [...t.scales.values()]
    .filter((row) => row.orgId === orgId && row.status === 1)
    .filter((row) => !name || row.name.includes(name))
    .filter((row) => !type || type === '-99' || String(row.type) === type)
    .filter((row) => inRange(ctx, row.createTime))
    .sort((a, b) => b.testCount - a.testCount || b.createTime.localeCompare(a.createTime));
  const answer = page(rows, ctx.req.query);
  return { ...answer, rows: answer.rows.map((row) => scaleView(t, row)) };
}

function filteredRecords(ctx: RouteContext) {
  const scale = scaleOf(ctx, paramText(ctx, 'formId'));
  const keyword = paramText(ctx, 'keyword');
  const deptName = paramText(ctx, 'deptName');
  const fillStatus = paramText(ctx, 'fillStatus');
  if (fillStatus && !['0', '1', '-99'].includes(fillStatus)) throw bad('答题状态参数不正确');
  // Searching by mobile would reveal the digits a masked answer hides.
  const byMobile = requireIdentity(ctx).btnCodes.includes(PERM.scaleDataViewContact);
  const rows = testRecordsOf(tables(ctx), scale).filter(
    (row) =>
      (!keyword ||
        row.personName.includes(keyword) ||
        row.username.includes(keyword) ||
        (byMobile && row.mobile.includes(keyword))) &&
      (!deptName || row.deptName.includes(deptName)) &&
      (!fillStatus || fillStatus === '-99' || String(row.fillStatus) === fillStatus) &&
      inRange(ctx, row.fillTime),
  );
  return { scale, rows };
}

/** The batch number of an export's page when the export takes more than one (pageSize 0 takes one). */
function batchOf(
  ctx: RouteContext,
  answer: { rows: unknown[]; total: number },
): number | undefined {
  const pageNum = Number(ctx.req.query.pageNum ?? 1) || 1;
  return pageNum > 1 || answer.rows.length < answer.total ? pageNum : undefined;
}

/** A screen's page holds at most 100 rows (5/10/20/50/100); more is an export and says so. */
const LARGEST_SCREEN_PAGE = 100;

/**
 * 量表测试记录分页 GET /api/form/testRecordPage ?formId, keyword, deptName, fillStatus (0 partly,
 * 1 answered), startTime, endTime, export (1: the 导出Excel workbook, 17-01-06-03, logged; pageSize 0 = all).
 * Mobiles come masked unless the identity holds 查看联系方式 (17-01-06-04).
 */
function testRecordPage(ctx: RouteContext) {
  const exporter = personalExport(ctx, {
    code: isExport(ctx) ? PERM.scaleDataExportExcel : undefined,
    what: '量表测试记录',
    router: '/selfScale/scaleData',
    leftCode: '17',
  });
  const size = String(ctx.req.query.pageSize ?? '');
  if (!isExport(ctx) && (size === '0' || Number(size) > LARGEST_SCREEN_PAGE))
    throw bad('分页参数不正确');
  const answer = page(filteredRecords(ctx).rows, ctx.req.query);
  if (isExport(ctx)) exporter.record(answer.rows.length, batchOf(ctx, answer));
  return {
    ...answer,
    rows: answer.rows.map((row) => ({ ...row, mobile: exporter.mobile(row.mobile) })),
  };
}

/** 量表测试统计 GET /api/form/testStatistics ?formId (+ the record filters) */
function testStatistics(ctx: RouteContext) {
  const { scale, rows } = filteredRecords(ctx);
  const byMonth = new Map<string, number>();
  for (const row of rows) {
    const month = row.fillTime.slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
  }
  const answered = rows.filter((row) => row.fillStatus === 1);
  const max = Math.max(scale.questions.length * 4, 1);
  const min = scale.questions.length;
  const width = Math.max(Math.ceil((max - min + 1) / 5), 1);
  const buckets = Array.from({ length: 5 }, (_, i) => {
    const from = min + i * width;
    const to = Math.min(from + width - 1, max);
    return {
      range: `${from}-${to}`,
      count: answered.filter((row) => row.score !== null && row.score >= from && row.score <= to)
        .length,
    };
  });
  return {
    total: rows.length,
    answered: answered.length,
    partly: rows.length - answered.length,
    byMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, count]) => ({ month, count })),
    scoreBuckets: buckets,
  };
}

export const scaleDataRoutes = createRouter()
  .get('/api/form/formDataPage', formDataPage)
  .get('/api/form/testRecordPage', testRecordPage)
  .get('/api/form/testStatistics', testStatistics);

/** Scale data: published scales with their test counts, test records and statistics (assessment spec §2 "Scale data"). */
import { testRecordsOf } from './testRecords';
import { PERM } from '../../src/shared/session/permissions';
import { createRouter } from '../core/router';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/scale-data';
import { requireIdentity, requirePermission } from '../core/guards';
import { personalExport } from '../core/personalExport';
import { between, orgOf, scaleOf, scaleView, tables } from '../scale/scaleHelpers';

/** 量表数据分页 GET /api/form/formDataPage ?name, type, startTime, endTime, export (1: the 导出Excel workbook, 17-01-06-03) */
function formDataPage(ctx: RouteContext, query: Input<typeof C.formDataPage>) {
  if (query.export === '1') requirePermission(ctx, PERM.scaleDataExportExcel);
  const orgId = orgOf(ctx);
  const t = tables(ctx);
  const { name, type, startTime, endTime } = query;
  const rows = [...t.scales.values()]
    .filter((row) => row.orgId === orgId && row.status === 1)
    .filter((row) => !name || row.name.includes(name))
    .filter((row) => !type || type === '-99' || String(row.type) === type)
    .filter((row) => between(row.createTime, startTime, endTime))
    .sort((a, b) => b.testCount - a.testCount || b.createTime.localeCompare(a.createTime));
  const answer = page(rows, query);
  return { ...answer, rows: answer.rows.map((row) => scaleView(t, row)) };
}

type RecordFilters = Input<typeof C.testStatistics>;

function filteredRecords(ctx: RouteContext, filters: RecordFilters) {
  const { keyword, deptName, fillStatus, startTime, endTime } = filters;
  const scale = scaleOf(ctx, filters.formId);
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
      between(row.fillTime, startTime, endTime),
  );
  return { scale, rows };
}

/** The batch number of an export's page when the export takes more than one (pageSize 0 takes one). */
function batchOf(pageNum: number, answer: { rows: unknown[]; total: number }): number | undefined {
  return pageNum > 1 || answer.rows.length < answer.total ? pageNum : undefined;
}

/**
 * 量表测试记录分页 GET /api/form/testRecordPage ?formId, keyword, deptName, fillStatus (0 partly,
 * 1 answered), startTime, endTime, export (1: the 导出Excel workbook, 17-01-06-03, logged; pageSize 0 = all).
 * Mobiles come masked unless the identity holds 查看联系方式 (17-01-06-04).
 */
function testRecordPage(ctx: RouteContext, query: Input<typeof C.testRecordPage>) {
  const exporting = query.export === '1';
  const exporter = personalExport(ctx, {
    code: exporting ? PERM.scaleDataExportExcel : undefined,
    what: '量表测试记录',
    router: '/selfScale/scaleData',
    leftCode: '17',
  });
  const answer = page(filteredRecords(ctx, query).rows, query);
  if (exporting) exporter.record(answer.rows.length, batchOf(query.pageNum, answer));
  return {
    ...answer,
    rows: answer.rows.map((row) => ({ ...row, mobile: exporter.mobile(row.mobile) })),
  };
}

/** 量表测试统计 GET /api/form/testStatistics ?formId (+ the record filters) */
function testStatistics(ctx: RouteContext, query: RecordFilters) {
  const { scale, rows } = filteredRecords(ctx, query);
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
  .handle(C.formDataPage, formDataPage)
  .handle(C.testRecordPage, testRecordPage)
  .handle(C.testStatistics, testStatistics);

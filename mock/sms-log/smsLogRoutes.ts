/** The SMS log (短信记录): what the mock sent for the caller's organisation, read-only (docs/api/operate.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/smsLog';
import { PERM } from '../../src/shared/session/permissions';
import { maskMobile } from '../../src/shared/utils/format';
import { createRouter } from '../core/router';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { smsLogRows } from '../counselling/smsHistory';
import { orgFor, tablesOf } from '../counselling/access';

/** A time filter's bound as the log writes times ('YYYY-MM-DD' alone covers the whole day). */
const bound = (text: string | undefined, end: boolean) =>
  text && text.length === 10 ? `${text} ${end ? '23:59:59' : '00:00:00'}` : text;

/** 短信记录's sortable columns: 发送时间, 状态. */
const SMS_SORTS: SortKeys<
  { createTime: string; status: string },
  NonNullable<Input<typeof C.listSmsLogs>['sortField']>
> = {
  createTime: (row) => row.createTime,
  status: (row) => row.status,
};

/** 短信记录分页 GET /server-platform/api/smsLog/page ?mobile&bizType&status&createTimeFrom&createTimeTo (newest first) */
function listSmsLogs(ctx: RouteContext, query: Input<typeof C.listSmsLogs>) {
  const { orgId } = orgFor(ctx, PERM.smsLogs);
  tablesOf(ctx); // what the clock made due is sent first
  const from = bound(query.createTimeFrom, false);
  const to = bound(query.createTimeTo, true);
  const rows = smsLogRows(ctx.db)
    .filter(
      (row) =>
        row.orgId === orgId &&
        (!query.mobile || row.mobile.includes(query.mobile)) &&
        (!query.bizType || row.bizType === query.bizType) &&
        (!query.status || row.status === query.status) &&
        (!from || row.createTime >= from) &&
        (!to || row.createTime <= to),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, query, SMS_SORTS);
  return {
    ...answer,
    rows: answer.rows.map(({ orgId: _org, mobile, ...row }) => ({
      ...row,
      mobile: maskMobile(mobile),
    })),
  };
}

export const smsLogRoutes = createRouter().handle(C.listSmsLogs, listSmsLogs);

/**
 * What every export of personal data goes through (issue 14): the export's button code, mobiles
 * masked (first 3 and last 4) unless the identity holds 查看联系方式, and a line in the operation log.
 */
import { maskMobile } from '../../src/shared/utils/format';
import { PERM } from '../../src/shared/session/permissions';
import { idsOf } from '../db';
import { personalExportEntry } from './logs';
import type { RouteContext } from './context';
import { currentAccount, requireIdentity, requirePermission } from './guards';

export interface PersonalExport {
  /** The mobile as this identity may export it. */
  mobile(mobile: string): string;
  /**
   * Writes the export to the operation log; call it last, once nothing can refuse any more.
   * `batch` numbers one page of an export fetched in batches (第N批).
   */
  record(rows: number, batch?: number): void;
}

export interface ExportSource {
  /** The export's button code (17-01-06-02 for a PDF report, 17-01-06-03 for Excel); none for a screen's list. */
  code?: string;
  /** What is exported, as the log shows it. */
  what: string;
  /** The page the export button lives on, and its top-level menu code (16 tasks, 17 scales). */
  router: string;
  leftCode: '16' | '17';
}

/** The mobile as the caller may see it: whole with 查看联系方式, else masked (3+4). A screen's list with no export uses it alone. */
export function contactMobile(identity: {
  btnCodes: readonly string[];
}): (mobile: string) => string {
  const full = identity.btnCodes.includes(PERM.scaleDataViewContact);
  return (mobile) => (full ? mobile : maskMobile(mobile));
}

/** 10403 unless the identity holds the export's code; then the masking and the log writer of this export. */
export function personalExport(ctx: RouteContext, source: ExportSource): PersonalExport {
  const identity = source.code ? requirePermission(ctx, source.code) : requireIdentity(ctx);
  const account = currentAccount(ctx);
  return {
    mobile: contactMobile(identity),
    record: (rows, batch) => {
      ctx.db.operationLogs.push(
        personalExportEntry(idsOf(ctx.db), {
          userId: account.id,
          identityId: identity.id,
          orgName: ctx.db.orgs.get(identity.orgId)?.name ?? '',
          what: batch === undefined ? source.what : `${source.what}第${batch}批`,
          rows,
          router: source.router,
          leftCode: source.leftCode,
          at: ctx.now,
        }),
      );
    },
  };
}

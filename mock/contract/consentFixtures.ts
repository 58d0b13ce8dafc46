/**
 * Fixtures of the informed-consent calls (see fixtures.ts). Every seeded visitor with an order has
 * consented to v1 (docs/decisions/0015-consent-seed.md), so a consent to record is a new visitor's:
 * one is registered in admin01's organisation as 新增来访者 would, when the call is tried.
 */
import type { Body } from '../../src/shared/contract/call';
import type * as Consent from '../../src/shared/contract/consent';
import { cstDate } from '../../src/shared/counselling/slotRule';
import { createIds } from '../core/ids';
import { currentVersion } from '../counselling/consent';
import type { CusUser } from '../counselling/types';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import type { FixtureContext } from './fixtures';

const tables = (f: FixtureContext) => f.db.counselling.tables;

/** A visitor of admin01's organisation registered now, with no consent yet. */
function newVisitor(f: FixtureContext, name: string, mobile: string): CusUser {
  const t = tables(f);
  const known = [...t.cusUsers.values()].find(
    (row) => row.orgId === f.orgId && row.mobile === mobile,
  );
  if (known) return known;
  const row: CusUser = {
    id: createIds(t.counters).next('cusUser'),
    orgId: f.orgId,
    name,
    sex: 1,
    birthday: '1995-03-08',
    mobile,
    deptId: '',
    source: '手动录入',
    createTime: formatDateTime(f.now),
    lastConsultTime: '',
    consultCount: 0,
    mentalStatus: 0,
    archived: 0,
    archiveTime: '',
    archiveBy: '',
    remark: '',
  };
  t.cusUsers.set(row.id, row);
  return row;
}

const versionNow = (f: FixtureContext) =>
  currentVersion(tables(f), f.orgId, cstDate(f.now))?.version ?? 1;

/** Calls the visitor makes (the mini-program's), by the visitor whose token the contract test sends. */
export const VISITOR_OF_FIXTURE: Partial<Record<string, (f: FixtureContext) => string>> = {
  agreeConsent: (f) => newVisitor(f, '契约同意者', '13312340002').id,
};

export const CONSENT_FIXTURES = {
  listConsentVersions: () => ({}),
  saveConsentVersion: (f: FixtureContext): Body<typeof Consent.saveConsentVersion> => ({
    text: '契约测试的知情同意书：本人已阅读并同意。',
    effectiveFrom: formatDate(f.now + 60 * DAY_MS),
  }),
  consentStatus: (f: FixtureContext) => ({
    cusUserId: [...tables(f).cusUsers.values()].find((row) => row.orgId === f.orgId)?.id ?? '',
  }),
  recordConsent: (f: FixtureContext): Body<typeof Consent.recordConsent> => ({
    cusUserId: newVisitor(f, '契约登记者', '13312340001').id,
    version: versionNow(f),
    how: 'paper',
  }),
  agreeConsent: (f: FixtureContext): Body<typeof Consent.agreeConsent> => ({
    version: versionNow(f),
  }),
};

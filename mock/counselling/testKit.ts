/** Shared steps of the counselling mock tests: a pinned clock, sessions, calls, free slots. */
import { createMockApp, type MockApp } from '../app';
import { storeDigest } from '../contract/digest';
import { SEED_NOW } from '../core/time';
import { orderConfigOf } from './config';
import type { ConsultOrder, OrderConfig } from './types';
import { filledPaper, type RiskLevel } from '../contract/caseRecordFixtures';
import { templateInUse } from '../form-template/formSource';
import { call, login, loginAs, type Envelope } from '../testing';

export const MAIN_ORG = '星辰心理健康综合服务中心';
/** 2025-06-30 10:00 CST: the seed's "now" (bookable dates are 07-01 … 07-14). */
export const NOW = SEED_NOW;

export interface Kit {
  app: MockApp;
  clock: { now: number };
  tokens: { admin: string; operator: string; expert: string };
  get<T = unknown>(path: string, query: Record<string, string>, as?: string): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body: unknown, as?: string): Promise<Envelope<T>>;
  /** The store's digest, to see that a refusal changed nothing. */
  digest(): string;
}

export async function counsellingKit(): Promise<Kit> {
  const clock = { now: NOW };
  const app = createMockApp({ now: () => clock.now });
  const tokens = {
    admin: (await loginAs(app, 'admin01', MAIN_ORG)).token,
    operator: (await loginAs(app, 'operator01')).token,
    expert: (await loginAs(app, 'expert01')).token,
  };
  return {
    app,
    clock,
    tokens,
    get: (path, query, as = tokens.admin) => call(app, { path, query, token: as }),
    post: (path, body, as = tokens.admin) => call(app, { method: 'POST', path, body, token: as }),
    digest: () => {
      void app.db.counselling.tables; // built, so the digest covers them
      return storeDigest(app.db);
    },
  };
}

export const API = {
  consult: (action: string) => `/server-platform/api/consult/${action}`,
  schedule: (action: string) => `/server-platform/api/schedule/${action}`,
  cusUser: (action: string) => `/server-platform/api/cusUser/${action}`,
  problemType: (action: string) => `/server-platform/api/problemType/${action}`,
};

/**
 * 订单状态更新 POST consult/updateStatus: the action and its inputs in the body (`id`, `version`,
 * …). 取消订单 keeps its own call, `API.consult('cancel')`.
 */
export const updateStatus = <T = { id: string; status: number; version: number }>(
  kit: Kit,
  action: string,
  body: object,
  as?: string,
) => kit.post<T>(API.consult('updateStatus'), { action, ...body }, as);

export interface Bucket {
  id: string;
  start: string;
  end: string;
}

/** Counsellors of the main organisation with a week template. */
export async function scheduledExperts(kit: Kit): Promise<string[]> {
  const answer = await kit.get<{ rows: { expertId: string; scheduled: boolean }[] }>(
    API.schedule('experts'),
    { pageNum: '1', pageSize: '100' },
  );
  return answer.data.rows.filter((row) => row.scheduled).map((row) => row.expertId);
}

/** The first free slot of the expert from 2025-07-01 on. */
export async function firstFreeSlot(
  kit: Kit,
  expertId: string,
  cusUserId?: string,
): Promise<{ appointDate: string; bucket: Bucket }> {
  for (let day = 1; day <= 14; day += 1) {
    const date = `2025-07-${String(day).padStart(2, '0')}`;
    const answer = await kit.get<Bucket[]>(API.schedule('freeSlots'), {
      expertId,
      date,
      ...(cusUserId ? { cusUserId } : {}),
    });
    if (answer.data.length > 0) return { appointDate: date, bucket: answer.data[0] };
  }
  throw new Error(`no free slot for ${expertId}`);
}

/** A manual-entry body for the customer, expert and slot (way: one the expert offers). */
export function createBody(
  kit: Kit,
  cusUserId: string,
  expertId: string,
  appointDate: string,
  bucketId: string,
) {
  const t = kit.app.db.counselling.tables;
  const way = kit.app.db.expertProfiles.get(expertId)?.consultWays[0] ?? 0;
  const typeId = [...t.problemTypes.values()].find(
    (row) => row.orgId === kit.app.db.qaOrgs.comprehensive && row.pid !== '0' && row.status === 1,
  )?.id;
  return {
    appointMode: 2,
    cusUserId,
    expertId,
    appointDate,
    bucketId,
    consultWay: way,
    consultType: 0,
    problemTypeIds: [typeId],
    emergencyName: '李红',
    emergencyRelation: '母亲',
    emergencyMobile: '13700000000',
    customFields: [{ name: '所在部门', value: '研发中心' }],
  };
}

/** Customers of the main organisation with no live order (so any slot fits them). */
export function freeCustomers(kit: Kit, archived: 0 | 1 = 0) {
  const t = kit.app.db.counselling.tables;
  const busy = new Set(
    [...t.orders.values()].filter((o) => o.status === 0 || o.status === 1).map((o) => o.cusUserId),
  );
  return [...t.cusUsers.values()].filter(
    (row) =>
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      row.archived === archived &&
      !busy.has(row.id),
  );
}

/** The order as the store holds it now: a call that changes an order stores a new row (counselling/rows.ts). */
export const orderNow = (kit: Kit, order: ConsultOrder): ConsultOrder | undefined =>
  kit.app.db.counselling.tables.orders.get(order.id);

/** Changes the main organisation's 订单设置 for a test: a new config row, as rows are never written in place. */
export function configureMainOrg(kit: Kit, changes: Partial<OrderConfig>): void {
  const t = kit.app.db.counselling.tables;
  const orgId = kit.app.db.qaOrgs.comprehensive;
  t.configs.set(orgId, { ...orderConfigOf(t, orgId), ...changes });
}

/** The body of 完成咨询 beyond id and version: the in-use case template filled, with this risk level. */
export function casePaper(kit: Kit, order: ConsultOrder, risk: RiskLevel) {
  const template = templateInUse(kit.app.db, order.orgId, 'case');
  return { formId: template.id, answers: filledPaper(template.questionList, risk) };
}

/** A session of a seeded counsellor (generated experts sign in with Test@1234). */
export async function expertTokenOf(kit: Kit, expertId: string): Promise<string> {
  const { username } = kit.app.db.accounts.get(expertId)!;
  const signedIn = await login(kit.app, username, 'Test@1234');
  const chosen = await call<{ token: string }>(kit.app, {
    method: 'POST',
    path: '/server-platform/web/user/chooseIdentity',
    body: { identityId: signedIn.data.identities[0].id },
    token: signedIn.data.token,
  });
  return chosen.data.token;
}

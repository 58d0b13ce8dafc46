/**
 * Fixtures of the hotline, to-do and follow-up calls (see fixtures.ts), from the seeded store:
 * the QA organisation's calls, its listeners and admin01's open to-dos and planned follow-ups.
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as FollowUp from '../../src/shared/contract/followUp';
import type * as Hotline from '../../src/shared/contract/hotline';
import type * as Todo from '../../src/shared/contract/todo';
import type * as OrderConfig from '../../src/shared/contract/orderConfig';
import { addDays, cstDate } from '../../src/shared/counselling/slotRule';
import { DAY_MS, formatDateTime } from '../core/time';
import type { FixtureContext } from './fixtures';

type In<C> = Query<C> | Body<C>;

const tables = (f: FixtureContext) => f.db.counselling.tables;

const some = <T>(rows: T[]): T[] => {
  if (rows.length < 2) throw new Error('the seed has too few rows for the contract fixtures');
  return rows;
};

const calls = (f: FixtureContext) =>
  some([...tables(f).hotlines.values()].filter((row) => row.orgId === f.orgId));

/** Audienters cooperating with the organisation. */
const listeners = (f: FixtureContext) =>
  some(
    f.db.cooperApplies
      .filter((a) => a.orgId === f.orgId && a.status === 1)
      .map((a) => a.expertUserId)
      .filter((id) => f.db.expertProfiles.get(id)?.expertType === 1),
  );

/** Open to-dos for the organisation's administrators (admin01 is one). */
const openTodos = (f: FixtureContext) =>
  some(
    tables(f).todos.filter(
      (todo) => todo.orgId === f.orgId && todo.assignee === 'orgAdmins' && todo.status === 0,
    ),
  );

const plannedFollowUps = (f: FixtureContext) => {
  const ours = new Set(calls(f).map((row) => row.id));
  return some(
    tables(f).followUps.filter((row) => row.status === 0 && ours.has(row.hotlineId ?? '')),
  );
};

export const HOTLINE_FIXTURES = {
  listHotlines: (): In<typeof Hotline.listHotlines> => ({
    pageNum: 1,
    pageSize: 20,
    callType: '一般',
    crisis: 0,
    callStartFrom: '2024-07-01',
    callStartTo: '2025-06-30',
  }),
  hotlineDetail: (f: FixtureContext) => ({ id: calls(f)[0].id }),
  saveHotline: (f: FixtureContext): In<typeof Hotline.saveHotline> => ({
    callStart: formatDateTime(f.now - 40 * 60_000),
    callEnd: formatDateTime(f.now - 10 * 60_000),
    anonymous: 0,
    callerMobile: '13612345678',
    sex: 1,
    ageBand: '26-35岁',
    areaCode: '310000-310100-310104',
    listenerId: listeners(f)[0],
    callType: '一般',
    problemTypeIds: [],
    summary: '契约测试：来电倾诉工作压力',
    suicideIntent: 2,
    hopelessness: 3,
    mentalStatus: 1,
    handling: '疏导',
    needFollowUp: 0,
    status: 2,
  }),
  listHotlineListeners: (): In<typeof Hotline.listHotlineListeners> => ({
    pageNum: 1,
    pageSize: 200,
    name: '',
  }),

  listTodos: (): In<typeof Todo.listTodos> => ({
    pageNum: 1,
    pageSize: 20,
    type: '危机跟进',
    status: 1,
    overdue: 0,
  }),
  doneTodo: (f: FixtureContext) => ({ id: openTodos(f)[0].id }),
  closeTodo: (f: FixtureContext) => ({ id: openTodos(f).at(-1)?.id ?? '', reason: '重复待办' }),
  menuBadge: (): In<typeof Todo.menuBadge> => ({ menuCode: '06' }),

  listFollowUps: (): In<typeof FollowUp.listFollowUps> => ({
    pageNum: 1,
    pageSize: 20,
    status: 1,
    method: '电话',
    planStart: '2024-07-01',
    planEnd: '2025-06-30',
  }),
  planFollowUp: (f: FixtureContext): In<typeof FollowUp.planFollowUp> => {
    const open = new Set(
      tables(f)
        .followUps.filter((row) => row.status === 0)
        .map((row) => row.hotlineId),
    );
    return {
      hotlineId: calls(f).find((row) => !open.has(row.id))?.id ?? '',
      planTime: formatDateTime(f.now + 2 * DAY_MS),
      method: '电话',
      content: '了解来电后的情绪变化',
    };
  },
  recordFollowUp: (f: FixtureContext): In<typeof FollowUp.recordFollowUp> => ({
    id: plannedFollowUps(f)[0].id,
    status: 1,
    method: '电话',
    content: '来电者情绪平稳，已恢复工作',
    result: '稳定',
    mentalStatus: 0,
    nextAction: '再次咨询',
    nextFollowUpDate: addDays(cstDate(f.now), 7),
  }),

  getOrderConfig: (f: FixtureContext): In<typeof OrderConfig.getOrderConfig> => ({
    orgId: f.orgId,
  }),
  saveOrderConfig: (): In<typeof OrderConfig.saveOrderConfig> => ({
    acceptTimeoutMin: 30,
    cancelDeadlineHours: 24,
    remindBeforeMin: 60,
    autoConfirmDays: 3,
    bookingAheadDays: 1,
    bookingWindowDays: 14,
    breachPolicy: 'charge',
    crisisNotifyMobiles: ['13800138000', '13900139000'],
    waitlistHoldMin: 30,
  }),
};

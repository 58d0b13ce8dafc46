/**
 * One valid request per declared call, made from the seeded store (so ids are real): the
 * contract test checks each against its schema and expects it to be answered with code 0. The
 * mapped type makes a missing fixture a type error, so a new declaration cannot go untested.
 */
import type { Body, Form, Query } from '../../src/shared/contract/call';
import type { CALLS, CallName } from '../../src/shared/contract';
import type { Db } from '../db';
import type { MockFile } from '../core/http';
import { PNG_1PX } from '../testing';
import { formatDate } from '../core/time';
import { COUNSELLING_FIXTURES, COUNSELLING_FIXTURE_ACCOUNTS } from './counsellingFixtures';
import { PEOPLE_FIXTURES, PEOPLE_FIXTURE_ACCOUNTS } from './peopleFixtures';
import { ORGANISATION_FIXTURES } from './organisationFixtures';
import { COOPERATION_FIXTURES, COOPERATION_FIXTURE_ACCOUNTS } from './cooperationFixtures';
import { EXPERT_FIXTURES } from './expertFixtures';
import { TASK_FIXTURES } from './taskFixtures';
import { ASSESSMENT_FIXTURES, ASSESSMENT_FIXTURE_FILES } from './assessmentFixtures';
import { HOTLINE_FIXTURES } from './hotlineFixtures';
import { OPERATE_FIXTURES } from './operateFixtures';
import { PARTNER_FIXTURES } from './partnerFixtures';
import { WORKBENCH_FIXTURES } from './workbenchFixtures';
import { STATISTICS_FIXTURES } from './statisticsFixtures';
import { CASE_RECORD_FIXTURES, CASE_RECORD_FIXTURE_ACCOUNTS } from './caseRecordFixtures';
import { FEE_FIXTURES } from './feeFixtures';
import { CONSENT_FIXTURES } from './consentFixtures';
import { FORM_FIXTURES, FORM_FIXTURE_FILES } from './formFixtures';
import { MEASURE_FIXTURES } from './measureFixtures';
import { CASEWORK_FIXTURES, CASEWORK_FIXTURE_ACCOUNTS } from './caseworkFixtures';
import { WAITLIST_FIXTURES } from './waitlistFixtures';

export interface FixtureContext {
  db: Db;
  /** The caller's organisation (admin01's chosen identity). */
  orgId: string;
  now: number;
}

type Fixtures = {
  [K in CallName]: (
    f: FixtureContext,
  ) => Query<(typeof CALLS)[K]> | Body<(typeof CALLS)[K]> | Form<(typeof CALLS)[K]>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MODULE = 'eval_form' as const;

const own = <T extends { orgId: string }>(
  f: FixtureContext,
  rows: Map<string, T>,
  keep = (_: T) => true,
) => {
  const found = [...rows.values()].filter((row) => row.orgId === f.orgId && keep(row));
  if (found.length < 2) throw new Error('the seed has too few rows for the contract fixtures');
  return found;
};
/** The first own custom tag; deletions take the last one, so the others keep theirs. */
const customTags = (f: FixtureContext) => own(f, f.db.scaleArea.tags, (tag) => tag.type === 0);
const tagId = (f: FixtureContext) => customTags(f)[0].id;
const categoryIds = (f: FixtureContext) => own(f, f.db.scaleArea.categories).map((row) => row.id);
const scaleId = (f: FixtureContext) => own(f, f.db.scaleArea.scales, (s) => s.status === 1)[0].id;
const recommendIds = (f: FixtureContext) =>
  own(f, f.db.scaleArea.recommendations).map((row) => row.id);
/** A stored image of the seed (a scale cover). */
const seededImage = (f: FixtureContext) => {
  const image = [...f.db.files.values()].find((file) => file.contentType === 'image/png');
  if (!image) throw new Error('the seed has no stored image for the file fixtures');
  return image;
};
const tagOrgs = (f: FixtureContext) => ({
  module: MODULE,
  tagIdList: [tagId(f)],
  orgIdList: [f.db.qaOrgs.customer],
});

export const FIXTURES: Fixtures = {
  getAllTag: () => ({ module: MODULE }),
  listTags: () => ({ pageNum: 1, pageSize: 10, module: MODULE, name: '标签' }),
  tagDetail: (f) => ({ id: tagId(f) }),
  saveTag: () => ({ name: '契约标签', intro: '契约测试的标签', module: MODULE }),
  deleteTag: (f) => ({ tagId: customTags(f).at(-1)?.id ?? '' }),
  relateTagCategories: (f) => ({ tagId: tagId(f), classIdList: categoryIds(f).slice(0, 2) }),
  getTagOrgIds: (f) => ({ tagId: tagId(f) }),
  distributeTags: tagOrgs,
  removeTagOrgs: tagOrgs,
  addTagScales: (f) => ({ tagId: tagId(f), formIdList: [scaleId(f)] }),
  removeTagScales: (f) => ({ tagId: tagId(f), formIdList: [scaleId(f)] }),
  listTagScales: (f) => ({ pageNum: 1, pageSize: 5, tagId: tagId(f), related: 0 }),
  getAllClass: () => ({ module: MODULE }),
  listCategories: () => ({ pageNum: 2, pageSize: 5, module: MODULE }),
  categoryDetail: (f) => ({ id: categoryIds(f)[0] }),
  saveCategory: () => ({ name: '契约', intro: '契约测试的分类', status: 1, sn: 3, module: MODULE }),
  deleteCategory: (f) => ({ id: categoryIds(f).at(-1) ?? '' }),
  relateCategoryTags: (f) => ({ classId: categoryIds(f)[0], tagIdList: [tagId(f)] }),
  listRecommendations: (f) => ({
    pageNum: 1,
    pageSize: 20,
    startTime: `${formatDate(f.now)} 00:00:00`,
    endTime: `${formatDate(f.now + 30 * DAY_MS)} 23:59:59`,
  }),
  recommendDetail: (f) => ({ id: recommendIds(f)[0] }),
  saveRecommendation: (f) => ({
    formId: scaleId(f),
    beginShowDate: formatDate(f.now),
    endShowDate: formatDate(f.now + 30 * DAY_MS),
    status: 1,
    priority: 2,
  }),
  deleteRecommendation: (f) => ({ id: recommendIds(f).at(-1) ?? '' }),
  getDictByCode: () => ({ code: 'body_type' }),
  uploadFile: () => ({ path: 'eval_form' }),
  downloadFileByUrl: (f) => ({ url: seededImage(f).url, fileName: '契约下载' }),
  downloadImage: (f) => ({ path: seededImage(f).url, fileName: seededImage(f).name }),
  ...COUNSELLING_FIXTURES,
  ...PEOPLE_FIXTURES,
  ...ORGANISATION_FIXTURES,
  ...EXPERT_FIXTURES,
  ...COOPERATION_FIXTURES,
  ...TASK_FIXTURES,
  ...ASSESSMENT_FIXTURES,
  ...HOTLINE_FIXTURES,
  ...OPERATE_FIXTURES,
  ...PARTNER_FIXTURES,
  ...WORKBENCH_FIXTURES,
  ...STATISTICS_FIXTURES,
  ...CASE_RECORD_FIXTURES,
  ...FEE_FIXTURES,
  ...CONSENT_FIXTURES,
  ...FORM_FIXTURES,
  ...MEASURE_FIXTURES,
  ...CASEWORK_FIXTURES,
  ...WAITLIST_FIXTURES,
};

/** The files of each upload call, sent with its fields (a one-pixel PNG fits every path). */
export const FIXTURE_FILES: Partial<Record<CallName, MockFile[]>> = {
  uploadFile: [{ field: 'file', name: '契约.png', type: 'image/png', data: PNG_1PX }],
  ...ASSESSMENT_FIXTURE_FILES,
  ...FORM_FIXTURE_FILES,
};

/**
 * Calls that hand admin01's organisation away (it becomes an operator, its session ends): each is
 * tried on a store of its own, so the calls after it still act as admin01.
 */
export const FIXTURE_OWN_STORE: ReadonlySet<CallName> = new Set<CallName>(['transferAdmin']);

/** Calls whose fixture is sent as another QA account than admin01. */
export const FIXTURE_ACCOUNTS: Partial<Record<CallName, string>> = {
  ...COUNSELLING_FIXTURE_ACCOUNTS,
  ...PEOPLE_FIXTURE_ACCOUNTS,
  ...COOPERATION_FIXTURE_ACCOUNTS,
  ...CASE_RECORD_FIXTURE_ACCOUNTS,
  ...CASEWORK_FIXTURE_ACCOUNTS,
};

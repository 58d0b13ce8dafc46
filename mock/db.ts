/**
 * The mock's whole state: plain tables in memory, built deterministically from one seed.
 *
 * Access pattern for route files: read and write `ctx.db.<table>` directly, validate
 * everything first and mutate last (a refused request must change nothing), take ids from
 * `nextId(db, '<table>')`. A new area adds its table to `Db`, seeds it in its own file with
 * its own stream (`rngFor(seed, '<area>')`) and wires it into `createDb` below.
 */
import { seedQaAccounts } from './login/accounts';
import { makeProfile, seedCooperApplies, seedExperts } from './cooperation/cooper';
import { seedDicts } from './core/dicts';
import { createIds, type IdSource } from './core/ids';
import { seedLogs } from './core/logs';
import { seedOrgs, type QaOrgIds } from './organisation/orgs';
import { seedScaleTables } from './scale/scales';
import type { ScaleTables } from './scale/types';
import { seedPeopleOnce } from './organisation/people';
import { seedQuestionnaires } from './questionnaire/questionnaires';
import { DEFAULT_SEED, rngFor } from './core/random';
import { seedSurvey, type SurveyTables } from './task/tasks';
import type { QuestionnaireRow } from './questionnaire/types';
import { seedRoles } from './role/roles';
import { seedCovers, seedQuestionnaireFile } from './seedFiles';
import { seedApps } from './organisation/apps';
import { seedPlatformOperators } from './platform-operator/platformOperators';
import { seedBanners } from './banner/banners';
import { seedForms } from './form-template/formSeed';
import type { FormTables } from './form-template/types';
import { counsellingInputs } from './counselling/inputs';
import { LazyCounselling } from './counselling/lazy';
import { CaseRecordStore } from './consult/caseRecords';
import { CaseworkStore } from './consult/casework';
import { SEED_NOW, seedAnchor } from './core/time';
import type {
  Account,
  Banner,
  CooperApply,
  Department,
  DictEntry,
  ExpertProfile,
  IdentityRow,
  OperationLogRow,
  Org,
  OrgApp,
  OrgPerson,
  OutboxEntry,
  PlatformOperator,
  RetrievalFlow,
  Role,
  Session,
  StoredFile,
} from './core/types';

import type { StatColumn, StatDimension } from '../src/shared/counselling/statisticsCodes';

export interface Db {
  seed: number;
  orgs: Map<string, Org>;
  accounts: Map<string, Account>;
  identities: Map<string, IdentityRow>;
  /** token → session. */
  sessions: Map<string, Session>;
  /** Visitors' (mini-program) tokens → cusUserId, handed out by POST /__mock__/visitor-token. */
  visitorTokens: Map<string, string>;
  operationLogs: OperationLogRow[];
  dicts: Map<string, DictEntry[]>;
  cooperApplies: CooperApply[];
  /** Expert offers by user id. */
  expertProfiles: Map<string, ExpertProfile>;
  /** Verification codes sent (GET /__mock__/outbox). */
  outbox: OutboxEntry[];
  /** Password retrievals in progress, by their `details` id. */
  retrievals: Map<string, RetrievalFlow>;
  /** Departments of the organisations (部门与人员 and the tasks' release objects). */
  departments: Map<string, Department>;
  /** People of the organisations (部门与人员 and the tasks' release objects). */
  people: Map<string, OrgPerson>;
  roles: Map<string, Role>;
  /** The platform's operator accounts (platform-operator/platformOperatorRoutes.ts, decision 0021). */
  platformOperators: Map<string, PlatformOperator>;
  /** Apps and the organisations holding them (organisation/orgAppRoutes.ts). */
  apps: Map<string, OrgApp>;
  /** Uploaded files by id, and the seed's (core/seedFiles.ts). */
  files: Map<string, StoredFile>;
  /** Account id → times of its recent wrong passwords (core/throttle.ts). */
  passwordFailures: Map<string, number[]>;
  /** nonce → when it was first seen (ms); core/verify.ts forgets entries after 10 minutes. */
  nonces: Map<string, number>;
  /** Id counters per table (see ids.ts). */
  counters: Record<string, number>;
  /** Ids of the organisations the QA accounts belong to. */
  qaOrgs: QaOrgIds;
  /** Scales, tags, display categories, recommendations and test records (scale/scales.ts). */
  scaleArea: ScaleTables;
  /** Questionnaires by id (questionnaire/questionnaires.ts). */
  questionnaires: Map<string, QuestionnaireRow>;
  /** Survey tasks and fill records (task/tasks.ts). */
  survey: SurveyTables;
  /** Banners of the provider organisations (banner/banners.ts). */
  banners: Map<string, Banner>;
  /** 咨询统计's saved dimension and columns, by account id (statistics/statisticsRoutes.ts). */
  statConfigs: Map<string, { dimension: StatDimension; columns: StatColumn[] }>;
  /** Consult orders, schedules, customers, problem types (db/counselling/), built on first use. */
  counselling: LazyCounselling;
  /** Case records, drafts, their view log (consult/caseRecords.ts); the seed's are derived from the orders. */
  caseRecords: CaseRecordStore;
  /** Outside referrals, supervision notes and their view log (consult/casework.ts); none seeded. */
  casework: CaseworkStore;
  /** Case and satisfaction templates and custom visitor fields (form-template/formSeed.ts). */
  forms: FormTables;
}

const byId = <T extends { id: string }>(rows: Iterable<T>): Map<string, T> =>
  new Map([...rows].map((row) => [row.id, row]));

/**
 * Builds the seeded state; the same seed always gives the same data. `clock` is the mock's time
 * at creation: the counselling seed is dated around its day (`seedAnchor`).
 */
export function createDb(seed: number = DEFAULT_SEED, clock: number = SEED_NOW): Db {
  const ids = createIds();
  const { orgs, qa } = seedOrgs(rngFor(seed, 'orgs'), ids);
  const people = seedQaAccounts(rngFor(seed, 'accounts'), ids, qa);
  const experts = seedExperts(rngFor(seed, 'experts'), ids, 220);
  const qaExpert = people.accounts.find((account) => account.username === 'expert01');
  if (!qaExpert) throw new Error('the QA expert is missing from the QA accounts');
  const accounts = [...people.accounts, ...experts.accounts];
  const profiles = [makeProfile(rngFor(seed, 'qa-expert'), qaExpert.id, 0), ...experts.profiles];
  const staff = seedPeopleOnce(seed, ids, orgs, qa);
  const departments = byId(staff.departments);
  const orgPeople = byId(staff.people);
  const roles = seedRoles(ids, qa.comprehensive, people.identities);
  const questionnaires = seedQuestionnaires(rngFor(seed, 'questionnaires'), ids, qa);
  const covers = seedCovers();
  const files = byId([
    ...covers,
    ...[...questionnaires.values()].map((row) => seedQuestionnaireFile(seed, row)),
  ]);
  const admin = people.accounts.find((account) => account.username === 'admin01');
  const base: Omit<Db, 'counselling'> = {
    seed,
    orgs,
    accounts: byId(accounts),
    identities: byId([...people.identities, ...experts.identities]),
    sessions: new Map(),
    visitorTokens: new Map(),
    operationLogs: seedLogs(
      rngFor(seed, 'logs'),
      ids,
      people.accounts.map((account) => account.id),
    ),
    dicts: seedDicts(),
    cooperApplies: seedCooperApplies(
      rngFor(seed, 'cooper'),
      ids,
      qaExpert,
      experts.accounts,
      profiles,
      orgs.values(),
      qa.comprehensive,
    ),
    expertProfiles: new Map(profiles.map((profile) => [profile.userId, profile])),
    outbox: [],
    retrievals: new Map(),
    departments,
    people: orgPeople,
    roles: byId(roles),
    platformOperators: byId(seedPlatformOperators(ids)),
    apps: byId(seedApps(ids, qa.comprehensive)),
    files,
    passwordFailures: new Map(),
    nonces: new Map(),
    counters: ids.counters,
    qaOrgs: qa,
    scaleArea: seedScaleTables(
      rngFor(seed, 'scales'),
      ids,
      qa,
      seed,
      covers.map((file) => file.url),
    ),
    questionnaires,
    survey: seedSurvey(
      rngFor(seed, 'tasks'),
      ids,
      qa,
      orgs,
      questionnaires,
      departments,
      orgPeople,
    ),
    banners: byId(
      seedBanners(
        ids,
        orgs.values(),
        covers.map((file) => file.url),
        clock,
        qa.comprehensive,
      ),
    ),
    statConfigs: new Map(),
    caseRecords: new CaseRecordStore(),
    casework: new CaseworkStore(),
    forms: seedForms(ids, qa.comprehensive, admin?.name ?? '管理员', clock),
  };
  return {
    ...base,
    counselling: new LazyCounselling(
      counsellingInputs(base, qaExpert.id, seedAnchor(clock)),
      clock,
    ),
  };
}

/** Restores the seeded state in place, so every holder of `db` sees the reset; `clock` as for createDb. */
export function resetDb(db: Db, seed: number = db.seed, clock: number = SEED_NOW): void {
  Object.assign(db, createDb(seed, clock));
}

/** The next id of a table. */
export function nextId(db: Db, table: string): string {
  return idsOf(db).next(table);
}

/** The db's id source, for seed helpers that take one (e.g. `logEntry`). */
export function idsOf(db: Db): IdSource {
  return createIds(db.counters);
}

export type * from './core/types';

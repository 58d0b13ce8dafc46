/**
 * The people of the organisations and the departments they are filed under: one model for
 * 部门与人员 (organisation/deptRoutes.ts) and for the release objects of survey tasks (task/taskRoutes.ts).
 * The QA root has 5,000 people (the big task covers them all), the QA customer 240, and the
 * next organisations of the tree a few dozen each.
 */
import type { IdSource } from '../core/ids';
import { chineseName } from '../core/names';
import type { QaOrgIds } from './orgs';
import { rngFor, type Rng } from '../core/random';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { Department, Org, OrgPerson } from '../core/types';

/** A department tree: [name, children]. */
type DeptSpec = [string, DeptSpec[]];
const ROOT_DEPTS: DeptSpec[] = [
  ['综合管理部', []],
  ['人力资源部', []],
  ['财务部', []],
  [
    '技术中心',
    [
      ['研发一部', []],
      ['研发二部', []],
      ['测试部', []],
    ],
  ],
  ['市场部', []],
  [
    '客服中心',
    [
      ['客服一组', []],
      ['客服二组', []],
    ],
  ],
  ['行政部', []],
];
const CUSTOMER_DEPTS: DeptSpec[] = [
  ['综合管理部', []],
  ['研发部', []],
  ['销售部', []],
  [
    '生产部',
    [
      ['一车间', []],
      ['二车间', []],
    ],
  ],
];
const TOP_DEPTS = ['综合管理部', '咨询服务部', '测评运营部', '市场拓展部', '财务部'];
const SUB_DEPTS = ['一组', '二组', '三组'];

/** People of the QA root: the big task covers exactly these. */
const ROOT_PEOPLE = 5000;
const CUSTOMER_PEOPLE = 240;
/** Organisations of the tree (after the QA ones) that have departments and people. */
const STAFFED_ORGS = 40;

interface Staff {
  departments: Department[];
  people: OrgPerson[];
}

function fixedDepts(ids: IdSource, org: Org, specs: DeptSpec[], into: Department[]) {
  const add = (spec: DeptSpec, parentId: string | null) => {
    const row: Department = {
      id: ids.next('dept'),
      orgId: org.id,
      parentId,
      name: spec[0],
      createTime: org.createTime,
    };
    into.push(row);
    for (const child of spec[1]) add(child, row.id);
  };
  for (const spec of specs) add(spec, null);
}

function randomDepts(rng: Rng, ids: IdSource, org: Org, into: Department[]) {
  for (const name of TOP_DEPTS.slice(0, rng.int(3, 5))) {
    const top: Department = {
      id: ids.next('dept'),
      orgId: org.id,
      parentId: null,
      name,
      createTime: org.createTime,
    };
    into.push(top);
    for (const sub of SUB_DEPTS.slice(0, rng.int(0, 2))) {
      into.push({ ...top, id: ids.next('dept'), parentId: top.id, name: `${name}${sub}` });
    }
  }
}

/** `count` people of `org`, spread over the departments without sub-departments. */
function addPeople(
  rng: Rng,
  ids: IdSource,
  org: Org,
  count: number,
  prefix: string,
  depts: Department[],
  into: OrgPerson[],
) {
  const leaves = depts.filter((dept) => !depts.some((other) => other.parentId === dept.id));
  for (let i = 0; i < count; i += 1) {
    const id = ids.next('person');
    const username = `${prefix}${String(i + 1).padStart(4, '0')}`;
    into.push({
      id,
      orgId: org.id,
      deptId: leaves[i % leaves.length].id,
      username,
      name: chineseName(rng, 0.6),
      mobile: `139${id.padStart(8, '0').slice(-8)}`,
      sendMail: `${username}@example.com`,
      sex: rng.chance(0.5) ? 0 : 1,
      age: rng.int(20, 58),
      createTime: formatDateTime(SEED_NOW - rng.int(1, 700) * DAY_MS),
    });
  }
}

/** Departments and people of the QA root, the QA customer and the first organisations of the tree. */
/**
 * The staff a seed gives, by the seed and the id counters before it (what else decides them):
 * seeding 6,341 people took about 20 ms of every store's 48, and tests make thousands of stores
 * (issue 28). A store after the first takes copies of the rows and the counters after them.
 */
const seededStaff = new Map<string, { staff: Staff; counters: Record<string, number> }>();

export function seedPeopleOnce(
  seed: number,
  ids: IdSource,
  orgs: Map<string, Org>,
  qa: QaOrgIds,
): Staff {
  const key = `${seed}|${JSON.stringify(ids.counters)}`;
  let seeded = seededStaff.get(key);
  if (seeded) Object.assign(ids.counters, seeded.counters);
  else {
    seeded = {
      staff: seedPeople(rngFor(seed, 'people'), ids, orgs, qa),
      counters: { ...ids.counters },
    };
    seededStaff.set(key, seeded);
  }
  return {
    departments: seeded.staff.departments.map((row) => ({ ...row })),
    people: seeded.staff.people.map((row) => ({ ...row })),
  };
}

function seedPeople(rng: Rng, ids: IdSource, orgs: Map<string, Org>, qa: QaOrgIds): Staff {
  const departments: Department[] = [];
  const people: OrgPerson[] = [];
  const fixed: Array<[string, DeptSpec[], number, string]> = [
    [qa.comprehensive, ROOT_DEPTS, ROOT_PEOPLE, 'xc'],
    [qa.customer, CUSTOMER_DEPTS, CUSTOMER_PEOPLE, 'kj'],
  ];
  for (const [orgId, specs, count, prefix] of fixed) {
    const org = orgs.get(orgId);
    if (!org) throw new Error('a QA organisation is missing from the seed');
    const orgDepts: Department[] = [];
    fixedDepts(ids, org, specs, orgDepts);
    departments.push(...orgDepts);
    addPeople(rng, ids, org, count, prefix, orgDepts, people);
  }
  const others = [...orgs.values()]
    .filter((org) => org.id !== qa.comprehensive && org.id !== qa.customer)
    .filter((org) => org.orgType !== 2 || org.level < 3)
    .slice(0, STAFFED_ORGS);
  for (const org of others) {
    const orgDepts: Department[] = [];
    randomDepts(rng, ids, org, orgDepts);
    departments.push(...orgDepts);
    addPeople(rng, ids, org, rng.int(22, 34), `op${org.id}-`, orgDepts, people);
  }
  // A department nobody is filed under yet, so deleting one can be tried (the contract fixtures).
  departments.push({
    id: ids.next('dept'),
    orgId: qa.resource,
    parentId: null,
    name: '筹备组',
    createTime: formatDateTime(SEED_NOW - 3 * DAY_MS),
  });
  return { departments, people };
}

/** A department and every department below it. */
export function deptWithChildren(
  depts: Map<string, Department>,
  ids: readonly string[],
): Set<string> {
  const wanted = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const dept of depts.values()) {
      if (dept.parentId && wanted.has(dept.parentId) && !wanted.has(dept.id)) {
        wanted.add(dept.id);
        grew = true;
      }
    }
  }
  return wanted;
}

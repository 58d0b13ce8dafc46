/** Departments (tree add, rename, delete) and the people of an organisation (docs/api/account-org-expert-role.md). */
import { nextId, type Db } from '../db';
import { formatDateTime } from '../core/time';
import type { Department, OrgPerson } from '../core/types';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/dept';
import { derived, groupedBy } from '../core/derived';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requirePermission } from '../core/guards';
import { scopedOrg } from '../core/scope';
import { PAGE, READ_PAGES } from '../core/pageCodes';

const PEOPLE_PERM = {
  create: '02-01-03-01',
  edit: '02-01-03-02',
  remove: '02-01-03-03',
} as const;

interface DeptNode {
  id: string;
  name: string;
  parentId: string | null;
  children: DeptNode[];
}

function deptTree(depts: Department[], parentId: string | null): DeptNode[] {
  return depts
    .filter((dept) => dept.parentId === parentId)
    .map(({ id, name }) => ({ id, name, parentId, children: deptTree(depts, id) }));
}

const deptsOf = (db: Db, orgId: string) =>
  [...db.departments.values()].filter((dept) => dept.orgId === orgId);

function deptIn(ctx: RouteContext, orgId: string, id: string): Department {
  const dept = ctx.db.departments.get(id);
  if (!dept || dept.orgId !== orgId) throw fail(10404, '部门不存在');
  return dept;
}

/** 部门树 GET /server-platform/api/dept/getDeptTree {orgId} */
function getDeptTree(ctx: RouteContext) {
  requirePermission(ctx, READ_PAGES.deptTree);
  return deptTree(deptsOf(ctx.db, scopedOrg(ctx).id), null);
}

/** 新增或重命名部门 POST /server-platform/api/dept/save {id?, orgId, parentId?, name} */
function saveDept(ctx: RouteContext, { id, parentId, name }: Input<typeof C.saveDept>) {
  requirePermission(ctx, '02-01-03');
  const org = scopedOrg(ctx);
  const existing = id ? deptIn(ctx, org.id, id) : undefined;
  const parent = parentId ? deptIn(ctx, org.id, parentId) : null;
  const siblings = deptsOf(ctx.db, org.id).filter(
    (dept) => dept.parentId === (existing ? existing.parentId : (parent?.id ?? null)),
  );
  if (siblings.some((dept) => dept.name === name && dept.id !== id))
    throw fail(10409, '同级部门名称已存在');
  if (existing) {
    existing.name = name;
    return ok({ id: existing.id }, '保存成功');
  }
  const dept: Department = {
    id: nextId(ctx.db, 'dept'),
    orgId: org.id,
    parentId: parent?.id ?? null,
    name,
    createTime: formatDateTime(ctx.now),
  };
  ctx.db.departments.set(dept.id, dept);
  return ok({ id: dept.id }, '保存成功');
}

/** 删除部门 POST /server-platform/api/dept/delete {id, orgId}: refused while it has sub-departments or people */
function deleteDept(ctx: RouteContext, { id }: Input<typeof C.deleteDept>) {
  requirePermission(ctx, '02-01-03');
  const org = scopedOrg(ctx);
  const dept = deptIn(ctx, org.id, id);
  if (deptsOf(ctx.db, org.id).some((row) => row.parentId === dept.id))
    throw fail(10409, '该部门下存在子部门，不能删除');
  if ([...ctx.db.people.values()].some((person) => person.deptId === dept.id))
    throw fail(10409, '该部门下存在人员，不能删除');
  ctx.db.departments.delete(dept.id);
  return ok(null, '删除成功');
}

function descendantDeptIds(depts: Department[], id: string): Set<string> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const dept of depts) {
      if (dept.parentId && ids.has(dept.parentId) && !ids.has(dept.id)) {
        ids.add(dept.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** A person as 部门与人员 shows it: the login account is its 账号. */
function personView({ id, orgId, deptId, username, name, mobile, sex, createTime }: OrgPerson) {
  return { id, orgId, deptId, account: username, name, mobile, sex, createTime };
}

/** 部门与人员's sortable column: 创建时间. */
const PEOPLE_SORTS: SortKeys<
  { createTime: string },
  NonNullable<Input<typeof C.listPeople>['sortField']>
> = { createTime: (row) => row.createTime };

/** 机构人员分页 GET /server-platform/api/org/getOrgOperatorPage {orgId, deptId, account, name, pageNum, pageSize} (a department includes its sub-departments) */
function getOrgOperatorPage(ctx: RouteContext, query: Input<typeof C.listPeople>) {
  const org = scopedOrg(ctx, 'orgId', PAGE.deptPeople);
  const { deptId, account, name } = query;
  const depts = deptsOf(ctx.db, org.id);
  const inDept = deptId ? descendantDeptIds(depts, deptId) : undefined;
  const deptName = new Map(depts.map((dept) => [dept.id, dept.name]));
  const rows = peopleNewestFirst(ctx.db, org.id).filter(
    (person) =>
      (!inDept || inDept.has(person.deptId)) &&
      (!account || person.username.includes(account)) &&
      (!name || person.name.includes(name)),
  );
  // Only the page's rows are shown; the sort key (创建时间) is the person's own.
  const answer = page(rows, query, PEOPLE_SORTS);
  return {
    ...answer,
    rows: answer.rows.map((person) => ({
      ...personView(person),
      deptName: deptName.get(person.deptId) ?? '',
    })),
  };
}

/**
 * An organisation's people, the newest first (the later id first within a second), kept until a
 * person is added, removed or replaced (issue 32). A save edits its person in place, but never
 * the organisation, id or 创建时间 this order and grouping read.
 */
function peopleNewestFirst(db: Db, orgId: string): readonly OrgPerson[] {
  const byOrg = derived(db.people, 'newestFirst by org', (people) =>
    groupedBy(
      [...people].sort(
        (a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id),
      ),
      (person) => person.orgId,
    ),
  );
  return byOrg.get(orgId) ?? [];
}

/** 人员详情 GET /server-platform/api/orgPeople/get {id} */
function getPerson(ctx: RouteContext, { id }: Input<typeof C.personDetail>) {
  const org = scopedOrg(ctx, 'orgId', PAGE.deptPeople);
  const person = ctx.db.people.get(id);
  if (!person || person.orgId !== org.id) throw fail(10404, '记录不存在');
  return personView(person);
}

/** 新增或编辑人员 POST /server-platform/api/orgPeople/save {id?, orgId, deptId, account, name, mobile, sex} */
function savePerson(ctx: RouteContext, body: Input<typeof C.savePerson>) {
  const { db } = ctx;
  const { id, account, name, mobile, sex } = body;
  requirePermission(ctx, id ? PEOPLE_PERM.edit : PEOPLE_PERM.create);
  const org = scopedOrg(ctx);
  const existing = id ? db.people.get(id) : undefined;
  if (id && (!existing || existing.orgId !== org.id)) throw fail(10404, '记录不存在');
  const dept = deptIn(ctx, org.id, body.deptId);
  if ([...db.people.values()].some((person) => person.username === account && person.id !== id))
    throw fail(10409, '账号已存在');
  const fields = { deptId: dept.id, username: account, name, mobile, sex };
  if (existing) {
    Object.assign(existing, fields);
    return ok({ id: existing.id }, '保存成功');
  }
  const person: OrgPerson = {
    id: nextId(db, 'person'),
    orgId: org.id,
    ...fields,
    sendMail: '',
    age: 0,
    createTime: formatDateTime(ctx.now),
  };
  db.people.set(person.id, person);
  return ok({ id: person.id }, '保存成功');
}

/** 删除人员 POST /server-platform/api/orgPeople/delete {id} */
function deletePerson(ctx: RouteContext, { id }: Input<typeof C.deletePerson>) {
  requirePermission(ctx, PEOPLE_PERM.remove);
  const org = scopedOrg(ctx);
  const person = ctx.db.people.get(id);
  if (!person || person.orgId !== org.id) throw fail(10404, '记录不存在');
  ctx.db.people.delete(person.id);
  return ok(null, '删除成功');
}

export const deptRoutes = createRouter()
  .handle(C.getOrgDeptTree, getDeptTree)
  .handle(C.saveDept, saveDept)
  .handle(C.deleteDept, deleteDept)
  .handle(C.listPeople, getOrgOperatorPage)
  .handle(C.personDetail, getPerson)
  .handle(C.savePerson, savePerson)
  .handle(C.deletePerson, deletePerson);

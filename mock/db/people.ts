/** Departments (a two-level tree per organisation) and the people filed under them. */
import type { IdSource } from './ids';
import { chineseName } from './names';
import type { Rng } from './random';
import { DAY_MS, SEED_NOW, formatDateTime } from './time';
import type { Department, Org, OrgPerson } from './types';

const TOP_DEPTS = ['综合管理部', '咨询服务部', '测评运营部', '市场拓展部', '财务部'];
const SUB_DEPTS = ['一组', '二组', '三组'];

/** Departments and people for the first organisations of the tree (the QA ones first): 1,000+ people. */
export function seedPeople(
  rng: Rng,
  ids: IdSource,
  orgs: Org[],
): { departments: Department[]; people: OrgPerson[] } {
  const departments: Department[] = [];
  const people: OrgPerson[] = [];
  const staffed = orgs.filter((org) => org.orgType !== 2 || org.level < 3).slice(0, 40);
  for (const org of staffed) {
    const orgDepts: Department[] = [];
    for (const name of TOP_DEPTS.slice(0, rng.int(3, 5))) {
      const top: Department = {
        id: ids.next('dept'),
        orgId: org.id,
        parentId: null,
        name,
        createTime: org.createTime,
      };
      orgDepts.push(top);
      for (const sub of SUB_DEPTS.slice(0, rng.int(0, 2))) {
        orgDepts.push({ ...top, id: ids.next('dept'), parentId: top.id, name: `${name}${sub}` });
      }
    }
    departments.push(...orgDepts);
    for (let n = rng.int(22, 34); n > 0; n -= 1) {
      const id = ids.next('person');
      people.push({
        id,
        orgId: org.id,
        deptId: rng.pick(orgDepts).id,
        account: `op${id}`,
        name: chineseName(rng, 0.5),
        mobile: `139${id.padStart(8, '0').slice(-8)}`,
        sex: rng.pick([0, 1] as const),
        createTime: formatDateTime(SEED_NOW - rng.int(1, 700) * DAY_MS),
      });
    }
  }
  return { departments, people };
}

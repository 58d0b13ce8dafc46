/** The seeded problem-type tree (counselling design, "Problem types"). */
import type { IdSource } from '../core/ids';
import type { ProblemType } from './types';

const TREE: [string, string[]][] = [
  ['情绪管理领域', ['婚姻家庭', '情绪困扰', '恋爱情感']],
  ['个人成长领域', ['人际关系', '个人成长', '职场发展', '亲子教育']],
  ['心理健康领域', ['睡眠问题', '心身健康', '其他']],
];

/** The tree of one organisation: three groups and their types, plus one disabled type no order uses. */
export function seedProblemTypes(ids: IdSource, orgId: string): ProblemType[] {
  const row = (pid: string, name: string, sort: number, status: 0 | 1 = 1): ProblemType => ({
    id: ids.next('problemType'),
    orgId,
    pid,
    name,
    sort,
    status,
  });
  return TREE.flatMap(([group, children], groupIndex) => {
    const parent = row('0', group, groupIndex + 1);
    const types = children.map((name, index) => row(parent.id, name, index + 1));
    if (groupIndex === TREE.length - 1)
      types.push(row(parent.id, '网络成瘾', children.length + 1, 0));
    return [parent, ...types];
  });
}

/** Roles of the QA organisations; operator01's identity takes its codes from one of them. */
import { ROLE_CODES } from '../login/accounts';
import type { IdSource } from '../core/ids';
import { SEED_NOW, formatDateTime } from '../core/time';
import type { IdentityRow, Role } from '../core/types';

/** The role every seeded operator identity of the QA comprehensive organisation follows. */
export const OPERATOR_ROLE_NAME = '运营人员';

export function seedRoles(ids: IdSource, orgId: string, identities: IdentityRow[]): Role[] {
  const createTime = formatDateTime(SEED_NOW);
  const role = (name: string, remark: string, codes: string[]): Role => ({
    id: ids.next('role'),
    orgId,
    name,
    remark,
    codes,
    createTime,
  });
  const operator = role(
    OPERATOR_ROLE_NAME,
    '查看测评数据，不能新增、编辑或删除',
    ROLE_CODES.operator(),
  );
  const roles = [
    operator,
    role('测评管理员', '管理问卷、任务与量表', ROLE_CODES.member()),
    role('机构管理员', '全部菜单与按钮', ROLE_CODES.admin()),
  ];
  for (const identity of identities) {
    if (identity.userType === 0 && identity.orgId === orgId) identity.roleId = operator.id;
  }
  return roles;
}

/** The QA accounts the mock ships with (README lists them from this table) and their identities. */
import { MENU_TREE, allMenuCodes } from '../../src/shared/menu/menuTree';
import type { IdSource } from '../core/ids';
import type { QaOrgIds } from '../organisation/orgs';
import { hashPassword } from '../core/password';
import type { Rng } from '../core/random';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { Account, IdentityRow, RegisterInfo, Status, UserType } from '../core/types';

export interface QaAccount {
  username: string;
  password: string;
  status: Status;
  userType: UserType;
  name: string;
  /** What QA uses the account for. */
  purpose: string;
}

export const QA_ACCOUNTS: readonly QaAccount[] = [
  {
    username: 'admin01',
    password: 'Admin@123',
    status: 2,
    userType: 1,
    name: '王立新',
    purpose: '管理员：综合服务机构、资源服务机构、客户机构三个身份，拥有全部菜单与按钮权限',
  },
  {
    username: 'operator01',
    password: 'Oper@1234',
    status: 2,
    userType: 0,
    name: '李晓雯',
    purpose:
      '运营人员：一个综合服务机构身份，可查看测评区但无新增/编辑/删除/发布/暂停/结束/导出按钮',
  },
  {
    username: 'expert01',
    password: 'Expert@123',
    status: 2,
    userType: 2,
    name: '陈思远',
    purpose: '专家：独立执业专家身份，有待处理的合作申请（状态 2 和 4）',
  },
  {
    username: 'pending01',
    password: 'Test@1234',
    status: 0,
    userType: 0,
    name: '周佳怡',
    purpose: '账号待审核，登录后进入 /registerStep4',
  },
  {
    username: 'rejectorg01',
    password: 'Test@1234',
    status: 1,
    userType: 1,
    name: '孙明德',
    purpose: '机构注册未通过，登录后进入 /registerStep3',
  },
  {
    username: 'rejectexp01',
    password: 'Test@1234',
    status: 1,
    userType: 2,
    name: '赵子涵',
    purpose: '专家注册未通过，登录后进入 /expertStep3',
  },
  {
    username: 'expired01',
    password: 'Test@1234',
    status: 3,
    userType: 0,
    name: '吴海涛',
    purpose: '账号已到期',
  },
  {
    username: 'frozen01',
    password: 'Test@1234',
    status: 4,
    userType: 0,
    name: '郑雨萱',
    purpose: '账号已冻结',
  },
  {
    username: 'inactive01',
    password: 'Test@1234',
    status: 5,
    userType: 0,
    name: '冯子豪',
    purpose: '账号未激活',
  },
  {
    username: 'orgstate01',
    password: 'Test@1234',
    status: 2,
    userType: 0,
    name: '何静',
    purpose: '六个机构身份，机构状态分别为待审核、未通过、正常、已到期、已冻结、未激活',
  },
];

const REGISTER_INFO: Record<string, RegisterInfo> = {
  rejectorg01: {
    kind: 'org',
    reason: '营业执照照片不清晰，请重新上传后再提交审核',
    name: '明德心理咨询有限公司',
    mobile: '13800000005',
    mail: 'rejectorg01@example.com',
  },
  rejectexp01: {
    kind: 'expert',
    reason: '心理咨询师资格证书已过期，请上传有效证书',
    name: '赵子涵',
    mobile: '13800000006',
    mail: 'rejectexp01@example.com',
  },
};

const HOME_AND_PERSONAL = ['01', '01-01-01', '19', '19-01-01', '19-01-02'];

/** Assessment menus and pages, without any of their buttons. */
const ASSESSMENT_PAGES = MENU_TREE.filter((menu) => ['15', '16', '17'].includes(menu.code)).flatMap(
  (menu) => [menu.code, ...(menu.childrens ?? []).map((page) => page.code)],
);

/** Buttons an operator keeps: template download, trial, share, statistics (nothing that adds, edits, deletes, publishes, pauses, ends or exports). */
const OPERATOR_BUTTONS = ['15-01-01-01', '15-01-01-04', '16-01-01-06', '17-01-06-01'];

/**
 * Consult order pages, 催单 and 督导 (supervision notes: QA's supervisor who is not an
 * administrator) for an operator: no 取消订单, 导出, transitions, 新增订单 or contact view.
 */
const OPERATOR_CONSULT = [
  '06',
  '06-01-01',
  '06-01-02',
  '06-01-03',
  '06-01-01-11',
  '06-01-01-16',
  '06-01-04',
  '06-01-06',
  '06-01-08',
  '06-01-10',
];

/** 合作伙伴 for an operator: the list and the prices, read-only (no 新增, 编辑, 变更状态 or 设置价格). */
const OPERATOR_PARTNERS = ['10', '10-01-01'];

/** The menu and button codes of 平台运营 (04), held only in the platform organisation. */
const isPlatformCode = (code: string): boolean => code === '04' || code.startsWith('04-');

export const ROLE_CODES = {
  admin: (): string[] => allMenuCodes(),
  operator: (): string[] => [
    ...HOME_AND_PERSONAL,
    ...ASSESSMENT_PAGES,
    ...OPERATOR_BUTTONS,
    ...OPERATOR_CONSULT,
    ...OPERATOR_PARTNERS,
  ],
  expert: (): string[] => [
    '01',
    '01-01-01',
    '14',
    '14-01-01',
    '14-01-04',
    '19',
    '20',
    '20-01-01',
    '20-01-02',
    '19-01-01',
    '19-01-02',
  ],
  member: (): string[] => [...HOME_AND_PERSONAL, ...ASSESSMENT_PAGES],
};

/** The organisation id of an expert's own identity (experts belong to no organisation). */
export function expertOrgId(userId: string): string {
  return `expert-${userId}`;
}

/** Builds an account row; the password is only ever kept hashed. */
export function makeAccount(
  rng: Rng,
  ids: IdSource,
  fields: Pick<Account, 'username' | 'name' | 'userType' | 'status'> & Partial<Account>,
  password: string,
  index: number,
): Account {
  const id = ids.next('user');
  const salt = `salt-${fields.username}-${rng.int(100000, 999999)}`;
  const born = Date.UTC(1970 + rng.int(0, 30), rng.int(0, 11), rng.int(1, 28));
  return {
    id,
    headImg: '',
    sex: rng.pick([0, 1] as const),
    birthday: formatDateTime(born).slice(0, 10),
    areaCode: '440000-440300-440305',
    mobile: `138${String(index).padStart(8, '0')}`,
    mail: `${fields.username}@example.com`,
    isSetPwd: 1,
    createTime: formatDateTime(SEED_NOW - rng.int(30, 900) * DAY_MS),
    ...fields,
    passwordSalt: salt,
    passwordHash: hashPassword(password, salt),
  };
}

/** Seeds the QA accounts and their identities. */
export function seedQaAccounts(
  rng: Rng,
  ids: IdSource,
  qa: QaOrgIds,
): { accounts: Account[]; identities: IdentityRow[] } {
  const accounts: Account[] = [];
  const identities: IdentityRow[] = [];
  const identity = (user: Account, userType: UserType, orgId: string, btnCodes: string[]): void => {
    identities.push({
      id: ids.next('identity'),
      userId: user.id,
      userType,
      status: 2,
      orgId,
      btnCodes,
    });
  };
  QA_ACCOUNTS.forEach((qaAccount, index) => {
    const { username, name, userType, status, password } = qaAccount;
    const registerInfo = REGISTER_INFO[username];
    const user = makeAccount(
      rng,
      ids,
      { username, name, userType, status, ...(registerInfo ? { registerInfo } : {}) },
      password,
      index + 1,
    );
    accounts.push(user);
    if (username === 'admin01') {
      identity(user, 1, qa.comprehensive, ROLE_CODES.admin());
      // 平台运营 (04) is the platform organisation's alone (decision 0021).
      for (const orgId of [qa.resource, qa.customer])
        identity(
          user,
          1,
          orgId,
          ROLE_CODES.admin().filter((code) => !isPlatformCode(code)),
        );
    } else if (username === 'operator01') {
      identity(user, 0, qa.comprehensive, ROLE_CODES.operator());
    } else if (username === 'expert01') {
      identity(user, 2, expertOrgId(user.id), ROLE_CODES.expert());
    } else if (username === 'orgstate01') {
      for (const orgId of qa.byStatus) identity(user, 0, orgId, ROLE_CODES.member());
    }
  });
  return { accounts, identities };
}

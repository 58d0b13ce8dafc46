/** Answer shapes of the shell calls (docs/api/shell.md), built from rows; secrets never leave. */
import type { Db } from '../db';
import type { Account, IdentityRow, RegisterInfo, Session, Status, UserType } from './types';

export interface IdentityView {
  id: string;
  userType: UserType;
  status: Status;
  orgId: string;
  orgName: string;
  orgType: 0 | 1 | 2 | 3;
  orgStatus: Status;
  themeColor?: string;
}

export interface LoginUserView {
  id: string;
  username: string;
  name: string;
  userType: UserType;
  status: Status;
  headImg: string;
  sex: 0 | 1 | -1;
  birthday: string;
  areaCode: string;
  mobile: string;
  mail: string;
  isSetPwd: 0 | 1;
  createTime: string;
  token: string;
  identities: IdentityView[];
  registerInfo?: RegisterInfo;
}

export interface IdentitySessionView {
  token: string;
  /** When the login ends (ms since epoch), however busy. */
  sessionEndsAt: number;
  user: LoginUserView & {
    identityId: string;
    orgId: string;
    orgName: string;
    orgType: number;
    orgStatus: number;
    themeColor?: string;
  };
  btnCodeList: string[];
}

/** Experts belong to no organisation: their identity shows as this one (orgType 3). */
const EXPERT_ORG_NAME = '独立执业专家';

/** The identity as the chooser lists it. */
export function identityView(db: Db, identity: IdentityRow): IdentityView {
  const base = {
    id: identity.id,
    userType: identity.userType,
    status: identity.status,
    orgId: identity.orgId,
  };
  if (identity.userType === 2)
    return { ...base, orgName: EXPERT_ORG_NAME, orgType: 3, orgStatus: 2 };
  const org = db.orgs.get(identity.orgId);
  // An identity whose organisation was deleted shows as not activated rather than breaking the chooser.
  if (!org) return { ...base, orgName: '机构已删除', orgType: 0, orgStatus: 5 };
  return {
    ...base,
    orgName: org.name,
    orgType: org.orgType,
    orgStatus: org.status,
    themeColor: org.themeColor,
  };
}

function identitiesOf(db: Db, userId: string): IdentityRow[] {
  // An agent identity (operating a child organisation) is entered through agentOperate, never listed.
  return [...db.identities.values()].filter(
    (identity) => identity.userId === userId && !identity.agentOf,
  );
}

/** What login answers (also the base of every session answer). */
export function loginUserView(db: Db, account: Account, token: string): LoginUserView {
  const view: LoginUserView = {
    id: account.id,
    username: account.username,
    name: account.name,
    userType: account.userType,
    status: account.status,
    headImg: account.headImg,
    sex: account.sex,
    birthday: account.birthday,
    areaCode: account.areaCode,
    mobile: account.mobile,
    mail: account.mail,
    isSetPwd: account.isSetPwd,
    createTime: account.createTime,
    token,
    identities:
      account.status === 2 ? identitiesOf(db, account.id).map((row) => identityView(db, row)) : [],
  };
  if (account.status === 1 && account.registerInfo) view.registerInfo = { ...account.registerInfo };
  return view;
}

/** What choosing an identity (and reloading it) answers. */
export function identitySessionView(
  db: Db,
  account: Account,
  identity: IdentityRow,
  { token, endsAt }: Pick<Session, 'token' | 'endsAt'>,
): IdentitySessionView {
  const chosen = identityView(db, identity);
  return {
    token,
    sessionEndsAt: endsAt,
    user: {
      ...loginUserView(db, account, token),
      // What the console shows (e.g. the administrator-only transfer link) follows the chosen identity.
      userType: identity.userType,
      identityId: identity.id,
      orgId: chosen.orgId,
      orgName: chosen.orgName,
      orgType: chosen.orgType,
      orgStatus: chosen.orgStatus,
      ...(chosen.themeColor ? { themeColor: chosen.themeColor } : {}),
    },
    btnCodeList: [...identity.btnCodes],
  };
}

/** Account and organisation status (shell spec §3). */
export type AccountStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** 0 operator, 1 administrator, 2 expert. */
export type UserType = 0 | 1 | 2;
/** 0 comprehensive provider, 1 resource provider, 2 customer organisation, 3 expert. */
export type OrgType = 0 | 1 | 2 | 3;

export const STATUS_LABEL: Record<AccountStatus, string> = {
  0: '待审核',
  1: '未通过',
  2: '正常',
  3: '已到期',
  4: '已冻结',
  5: '未激活',
};

export const ORG_TYPE_LABEL: Record<OrgType, string> = {
  0: '综合服务机构',
  1: '资源服务机构',
  2: '客户机构',
  3: '专家',
};

/** One organisation (or expert) identity of an account (docs/api/shell.md). */
export interface Identity {
  id: string;
  userType: UserType;
  status: AccountStatus;
  orgId: string;
  orgName: string;
  orgType: OrgType;
  orgStatus: AccountStatus;
  themeColor?: string;
}

export interface RegisterInfo {
  kind: 'org' | 'expert';
  reason: string;
  name: string;
  mobile: string;
  mail: string;
  /** The licence or certificate picture handed in. */
  image?: string;
}

/** What POST /web/user/login answers. */
export interface LoginUser {
  id: string;
  username: string;
  name: string;
  userType: UserType;
  status: AccountStatus;
  headImg: string;
  sex: 0 | 1 | -1;
  birthday: string;
  areaCode: string;
  mobile: string;
  mail: string;
  isSetPwd: 0 | 1;
  createTime: string;
  token: string;
  identities: Identity[];
  registerInfo?: RegisterInfo;
}

/** The identity-scoped user answered by chooseIdentity and getUserInfo. */
export interface IdentityUser extends LoginUser {
  identityId: string;
  orgId: string;
  orgName: string;
  orgType: OrgType;
  orgStatus: AccountStatus;
  themeColor?: string;
}

export interface IdentitySession {
  token: string;
  user: IdentityUser;
  btnCodeList: string[];
}

/**
 * What the console keeps of the user (USER_DETAIL): only the fields it needs, never the
 * password, ID numbers, contact details or assessment results.
 */
export interface UserDetails {
  id: string;
  username: string;
  name: string;
  userType: UserType;
  status: AccountStatus;
  headImg: string;
  identities: Identity[];
  identityId?: string;
  orgId?: string;
  orgName?: string;
  orgType?: OrgType;
  orgStatus?: AccountStatus;
  themeColor?: string;
}

type DetailsSource = Pick<
  LoginUser,
  'id' | 'username' | 'name' | 'userType' | 'status' | 'headImg'
> &
  Partial<
    Pick<IdentityUser, 'identityId' | 'orgId' | 'orgName' | 'orgType' | 'orgStatus' | 'themeColor'>
  > & {
    identities?: Identity[];
  };

/** The user as the console keeps it (the allow-list), whatever extra fields the source carried. */
export function pickUserDetails(
  user: DetailsSource,
  identities: Identity[] = user.identities ?? [],
): UserDetails {
  return {
    id: String(user.id),
    username: user.username,
    name: user.name,
    userType: user.userType,
    status: user.status,
    headImg: user.headImg ?? '',
    identities: identities.map(
      ({ id, userType, status, orgId, orgName, orgType, orgStatus, themeColor }) => ({
        id,
        userType,
        status,
        orgId,
        orgName,
        orgType,
        orgStatus,
        themeColor,
      }),
    ),
    ...(user.identityId !== undefined && {
      identityId: user.identityId,
      orgId: user.orgId,
      orgName: user.orgName,
      orgType: user.orgType,
      orgStatus: user.orgStatus,
      themeColor: user.themeColor,
    }),
  };
}

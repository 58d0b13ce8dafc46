import type { Answer } from '@/shared/contract/call';
import type { chooseIdentity, login } from '@/shared/contract/session';

// The shapes are the contract's (src/shared/contract/session.ts), named for the console.
/** What POST /web/user/login answers. */
export type LoginUser = Answer<typeof login>;
/** The identity-scoped session answered by chooseIdentity (and an administrator's agentOperate). */
export type IdentitySession = Answer<typeof chooseIdentity>;
/** The identity-scoped user answered by chooseIdentity and getUserInfo. */
type IdentityUser = IdentitySession['user'];
/** One organisation (or expert) identity of an account (docs/api/shell.md). */
export type Identity = LoginUser['identities'][number];
export type RegisterInfo = NonNullable<LoginUser['registerInfo']>;
/** Account and organisation status (shell spec §3). */
export type AccountStatus = LoginUser['status'];
/** 0 operator, 1 administrator, 2 expert. */
type UserType = LoginUser['userType'];
/** 0 comprehensive provider, 1 resource provider, 2 customer organisation, 3 expert. */
export type OrgType = Identity['orgType'];

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

/** Row types of the in-memory tables. Answers are built from rows; rows never leave as they are when they hold secrets. */
import type { Buffer } from 'node:buffer';

/** Account and organisation status: 0 pending review, 1 not passed, 2 normal, 3 expired, 4 frozen, 5 not activated. */
export type Status = 0 | 1 | 2 | 3 | 4 | 5;
/** 0 operator, 1 administrator, 2 expert. */
export type UserType = 0 | 1 | 2;
/** 0 comprehensive provider, 1 resource provider, 2 customer organisation. */
export type OrgType = 0 | 1 | 2;

export interface Org {
  id: string;
  name: string;
  orgType: OrgType;
  /** Six-digit region codes joined by '-', province to district. */
  areaCode: string;
  status: Status;
  createTime: string;
  /** Code in the body_type dictionary. */
  bodyType: string;
  srvUserCount: number;
  /** JSON text {"r":..,"g":..,"b":..}. */
  themeColor: string;
  parentId: string | null;
  level: 1 | 2 | 3;
  /** The organisation administrator's contact (activation mails go to contactMail). */
  contactName?: string;
  contactMobile?: string;
  contactMail?: string;
}

export interface RegisterInfo {
  kind: 'org' | 'expert';
  reason: string;
  name: string;
  mobile: string;
  mail: string;
  /** The picture handed in (licence or certificate). */
  image?: string;
}

export interface Account {
  id: string;
  username: string;
  name: string;
  passwordSalt: string;
  /** scrypt of the password; never part of an answer. */
  passwordHash: string;
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
  /** Only for status 1: what was refused and why. */
  registerInfo?: RegisterInfo;
}

/** One organisation (or expert) identity of an account. */
export interface IdentityRow {
  id: string;
  userId: string;
  userType: UserType;
  status: Status;
  /** An organisation id, or `expert-<userId>` for an expert's own identity. */
  orgId: string;
  /** Menu and button codes the identity holds (a role's codes when it has one). */
  btnCodes: string[];
  /** The role the codes come from; changing the role changes them. */
  roleId?: string;
  /** Set on the identity an administrator uses to operate a child organisation as its agent. */
  agentOf?: string;
}

export interface Session {
  token: string;
  userId: string;
  /** null until an identity is chosen (login token). */
  identityId: string | null;
  createdAt: number;
  /** When the token was last used (ms); an idle token expires. */
  lastUsedAt: number;
  /** Token of the login this session belongs to (its own for a login token). */
  login: string;
  /** When the login ends however busy it is (ms): the login's, shared by every token chosen with it. */
  endsAt: number;
}

export interface OperationLogRow {
  id: string;
  userId: string;
  methodName: string;
  /** Icon name of @ant-design/icons for the kind of operation. */
  img: string;
  createTime: string;
  router: string;
  leftCode: string;
  /** Exports of personal data only: the identity it ran under and the rows it carried. */
  identityId?: string;
  rows?: number;
}

export interface DictEntry {
  code: string;
  name: string;
}

/** 0 expert applied, awaiting the organisation; 1 cooperating; 2 organisation invited, awaiting the expert; 3 refused; 4 organisation ends the cooperation, awaiting the expert. */
export type CooperStatus = 0 | 1 | 2 | 3 | 4;

export interface CooperApply {
  id: string;
  expertUserId: string;
  expertName: string;
  /** 0 counsellor, 1 listener (audienter). */
  expertType: 0 | 1;
  orgId: string;
  orgName: string;
  orgType: OrgType;
  status: CooperStatus;
  remark: string;
  createTime: string;
  updateTime: string;
  /** While cooperating: shown to clients (1) or not (0), and the display order (sn, ascending). */
  show: 0 | 1;
  sn: number;
}

export type UploadPath = 'org' | 'eval_form';

export interface StoredFile {
  id: string;
  name: string;
  /** Decided from the content, not from what the client declared. */
  contentType: string;
  data: Buffer;
  path: UploadPath;
  url: string;
  createTime: string;
  /** Who the upload counts against (core/fileRoutes.ts): `user:<id>` or `addr:<address>`. */
  owner?: string;
}

/** A verification code the mock "sent": kept in the outbox so tests and QA can read it. */
export interface OutboxEntry {
  id: string;
  channel: 'mobile' | 'mail';
  /** The mobile number or mail address it went to. */
  to: string;
  code: string;
  /** What the code is for (settings change, password retrieval, activation mail). */
  purpose: 'verify' | 'retrieve' | 'activate';
  /** The organisation whose SMS log lists a code sent by SMS ('' or missing: none, e.g. a registration). */
  orgId?: string;
  /** The text of the message as the recipient would read it. */
  text: string;
  createTime: string;
  /** ms since epoch. */
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Wrong codes tried against it; at 5 it is used up. */
  wrongTries: number;
}

/** A password retrieval in progress (the `details` query parameter carries its id). */
export interface RetrievalFlow {
  id: string;
  userId: string;
  /** 'checked' after validAccount, 'verified' after validVerifiCode. */
  step: 'checked' | 'verified';
  expiresAt: number;
}

export interface Department {
  id: string;
  orgId: string;
  parentId: string | null;
  name: string;
  createTime: string;
}

/**
 * A person of an organisation, filed under a department: the people of 部门与人员 and the
 * release objects of survey tasks are the same rows.
 */
export interface OrgPerson {
  id: string;
  orgId: string;
  deptId: string;
  /** The login account (the 账号 of 部门与人员, `username` in the task calls). */
  username: string;
  name: string;
  mobile: string;
  /** '' when not known (部门与人员 does not ask for it). */
  sendMail: string;
  sex: 0 | 1;
  /** 0 when not known (部门与人员 does not ask for it). */
  age: number;
  createTime: string;
}

export interface Role {
  id: string;
  orgId: string;
  name: string;
  remark: string;
  /** Menu and button codes of the role. */
  codes: string[];
  createTime: string;
}

/** What an expert offers (shared by every organisation the expert works with). */
export interface ExpertProfile {
  userId: string;
  /** 0 counsellor, 1 listener (audienter). */
  expertType: 0 | 1;
  title: string;
  intro: string;
  tags: string[];
  /** Consultation ways offered: 0 phone, 1 online voice, 2 online video, 3 face to face. */
  consultWays: number[];
  /** Price per way in yuan, by way code (psychological consulting, shown in lists). */
  prices: Record<string, number>;
  /** The consultation price setup per service type (the shape of ExpertPriceForm). */
  priceSettings: ExpertPriceSettings;
  /** Face-to-face addresses: region codes and a detail joined by '-'. */
  faceAddresses: string[];
  /** Only for identities holding 18-01-07 (special-info flag 1). */
  specialInfo: string;
}

/** Service types 0 psychological, 1 legal, 2 financial, 3 health; ways 0-5 (assessment spec §3). */
export interface ExpertPriceSettings {
  serviceTypes: number[];
  list: Array<{
    serviceType: number;
    consultWays: number[];
    consultPrices: Array<{ consultWay: number; price: number }>;
    faceAddress?: string;
  }>;
}

/** An application (H5, mini-program, official account) an organisation holds and may assign to its children. */
export interface OrgApp {
  id: string;
  appId: string;
  name: string;
  type: 'H5' | '小程序' | '公众号';
  description: string;
  createTime: string;
  /** Organisations that hold the app. */
  orgIds: string[];
}

/** A banner (轮播图) of a provider organisation (banner/bannerRoutes.ts). */
export interface Banner {
  id: string;
  orgId: string;
  title: string;
  /** The url of an image stored in `files`. */
  image: string;
  linkType: 'none' | 'url' | 'scale' | 'expert';
  link: string;
  sort: number;
  startTime: string;
  endTime: string;
  status: 0 | 1;
  createTime: string;
}

export type * from '../counselling/types';

/** A platform operator account (平台运营人员, decision 0021): the platform's own, in no organisation. */
export interface PlatformOperator {
  id: string;
  /** Login name, unique among every account and operator. */
  account: string;
  name: string;
  mobile: string;
  /** 2 normal, 4 frozen. */
  status: 2 | 4;
  createTime: string;
}

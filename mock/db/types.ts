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
}

export interface RegisterInfo {
  kind: 'org' | 'expert';
  reason: string;
  name: string;
  mobile: string;
  mail: string;
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
  /** Menu and button codes the identity holds. */
  btnCodes: string[];
}

export interface Session {
  token: string;
  userId: string;
  /** null until an identity is chosen (login token). */
  identityId: string | null;
  createdAt: number;
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
}

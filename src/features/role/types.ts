export interface Role {
  id: string;
  orgId: string;
  name: string;
  remark: string;
  /** Menu and button codes of the role. */
  codes: string[];
  createTime: string;
  userCount: number;
}

export interface RoleDraft {
  id?: string;
  name: string;
  remark?: string;
  codes: string[];
}

export interface RoleUser {
  id: string;
  username: string;
  name: string;
  mobile: string;
}

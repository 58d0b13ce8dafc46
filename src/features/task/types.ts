/** 0 not started, 1 running, 2 paused, 3 ended (assessment spec §4). */
export type TaskStatus = 0 | 1 | 2 | 3;
export const TASK_STATUS_LABEL: Record<TaskStatus, string> = {
  0: '未开始',
  1: '进行中',
  2: '已暂停',
  3: '已结束',
};
export const TASK_STATUS_COLOR: Record<TaskStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'warning',
  3: 'error',
};

/** 0 created by this organisation, 1 by a customer organisation. */
export type TaskSource = 0 | 1;
export const TASK_SOURCE_LABEL: Record<TaskSource, string> = { 0: '自建', 1: '客户创建' };

/** 0 individual (partial users), 1 all, 2 by department. */
export type ReleaseObj = 0 | 1 | 2;
export const RELEASE_OBJ_LABEL: Record<ReleaseObj, string> = {
  0: '部分用户',
  1: '全部用户',
  2: '按部门',
};

/** On a person in a task: 0 unanswered, 1 answered, 2 partly answered. */
export type FillStatus = 0 | 1 | 2;
export const FILL_STATUS_LABEL: Record<FillStatus, string> = {
  0: '未作答',
  1: '已作答',
  2: '部分作答',
};

export interface Task {
  id: string;
  name: string;
  orgName: string;
  cusOrgId: string;
  status: TaskStatus;
  startTime: string;
  endTime: string;
  source: TaskSource;
  releaseObj: ReleaseObj;
  /** Comma-joined department ids. */
  deptIds: string;
  userIdList: string[];
  formId: string;
  formName: string;
  coverImg: string;
  fileUrl: string;
  isOwner: boolean;
  createTime: string;
}

export interface PersonBrief {
  id: string;
  name: string;
  username: string;
}

export interface TaskDetail extends Task {
  allPersonNum: number;
  fillPersonNum: number;
  fillSomePersonNum: number;
  unFillPersonNum: number;
  deptNames: string;
  userList: PersonBrief[];
}

export interface FillPerson {
  id: string;
  userId: string;
  username: string;
  mobile: string;
  sendMail: string;
  name: string;
  deptName: string;
  sex: 0 | 1;
  age: number;
  fillStatus: FillStatus;
  fillTime: string;
  resultId: string;
  reportFormId: string;
  addedInfo: string;
}

export interface ReleasePerson extends PersonBrief {
  mobile: string;
  sendMail: string;
  deptId: string;
  deptName: string;
  sex: 0 | 1;
  age: number;
}

export interface DeptNode {
  id: string;
  name: string;
  nodes: DeptNode[];
}

export interface LoginType {
  regloginType: string;
  name: string;
}

export interface CustomerOrg {
  orgId: string;
  orgName: string;
}

/** POST /api/task/save, exactly as assessment spec §7. */
export interface TaskSavePayload {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  releaseObj: ReleaseObj;
  userIdList: string[];
  formId: string;
  deptIds: string;
  coverImg: string;
  orgId: string;
  status: TaskStatus;
}

export interface TaskListFilters {
  name?: string;
  cusOrgId?: string;
  period?: unknown;
  status?: string | number;
  source?: string | number;
}

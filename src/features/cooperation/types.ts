/** 0 expert applied, awaiting the organisation; 1 cooperating; 2 organisation invited, awaiting the expert; 3 refused or ended; 4 organisation ends, awaiting the expert. */
export type CooperStatus = 0 | 1 | 2 | 3 | 4;

export const COOPER_STATUS_LABEL: Record<CooperStatus, string> = {
  0: '待机构审核',
  1: '合作中',
  2: '待专家确认',
  3: '已拒绝/已结束',
  4: '机构申请解除，待专家确认',
};

export const EXPERT_TYPE_LABEL = { 0: '咨询师', 1: '倾听者' } as const;

export interface CooperApply {
  id: string;
  userId: string;
  expertName: string;
  expertType: 0 | 1;
  orgId: string;
  orgName: string;
  orgType: number;
  status: CooperStatus;
  remark: string;
  createTime: string;
  updateTime: string;
}

export interface CooperQuery {
  pageNum: number;
  pageSize: number;
  status?: string | number;
  name?: string;
}

/** A service organisation an expert may apply to (showAllOrgPageByUse). */
export interface ServiceOrg {
  id: string;
  name: string;
  /** 0 comprehensive, 1 resource provider: customer organisations are not offered. */
  orgType: 0 | 1;
  areaCode: string;
}

/** A service organisation with what an expert weighs before applying (showAllOrgPageByUseAndData). */
export interface ServiceOrgData extends ServiceOrg {
  /** Its cooperating experts. */
  expertCount: number;
  /** The caller's latest application with it; null when there is none. */
  applyStatus: CooperStatus | null;
}

/** An expert as an organisation weighing an application sees them (getExpertTypeAndExpertInfoByUserId). */
export interface ApplicantInfo {
  expertType: 0 | 1;
  expertInfo: {
    userId: string;
    name: string;
    sex: 0 | 1 | -1;
    headImg: string;
    title: string;
    intro: string;
    tags: string[];
  };
}

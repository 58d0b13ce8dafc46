import type { TagBrief } from '@/features/tag/types';

/** 0 original, 1 quoted. */
export type ScaleType = 0 | 1;
/** 0 draft, 1 published. */
export type ScaleStatus = 0 | 1;
export const SCALE_TYPE_LABEL: Record<ScaleType, string> = { 0: '原创', 1: '引用' };
export const SCALE_STATUS_LABEL: Record<ScaleStatus, string> = { 0: '草稿', 1: '已发布' };

export interface Scale {
  id: string;
  code: string;
  name: string;
  type: ScaleType;
  status: ScaleStatus;
  createTime: string;
  updateTime: string;
  testPersonNum: number;
  questionNum: number;
  coverImg: string;
  introduction: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
  fileUrl: string;
  tagList: TagBrief[];
  tagName: string;
  className: string;
}

export interface ScaleQuestion {
  code: string;
  questionContent: string;
  optionList: { option: string; score: number }[];
}

export interface ScaleDetail extends Scale {
  quesionList: ScaleQuestion[];
}

/** The filters of the scale list. */
export interface ScaleFilters {
  classId?: string;
  tagId?: string;
  name?: string;
  created?: unknown;
}

/** What the publish dialog sends (multipart). status 0 saves a draft, 2 publishes. */
export interface ImportScaleInput {
  id?: string;
  status: 0 | 2;
  excelFile?: File;
  coverImg?: string;
}

export interface ScaleTextValues {
  id: string;
  name: string;
  introduction: string;
  guidance: string;
  confidAgreement?: string;
  closingWord: string;
  coverImg: string;
}

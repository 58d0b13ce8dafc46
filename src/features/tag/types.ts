import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';

/** 0 custom, 1 quoted, 2 purchased. */
export type TagType = 0 | 1 | 2;
export const TAG_TYPE_LABEL: Record<TagType, string> = { 0: '自定义', 1: '引用', 2: '购买' };
export const TAG_MODULE = 'eval_form';

export interface TagBrief {
  id: string;
  name: string;
  type: TagType;
}

export interface Tag extends TagBrief {
  intro: string;
  module: string;
  className: string;
  reClassList: { id: string; name: string }[];
  orgCount: number;
  formCount: number;
  createTime: string;
  updateTime: string;
}

export interface TagScale {
  id: string;
  name: string;
  type: 0 | 1;
  status: 0 | 1;
  createTime: string;
}

export interface TagOrg {
  id: string;
  name: string;
  areaCode: string;
  orgType: number;
  status: number;
  createTime: string;
}

export interface TagDetail extends Tag {
  formList: TagScale[];
  orgList: TagOrg[];
}

export interface TagFormValues {
  id?: string;
  name: string;
  intro: string;
}

export type TagListQuery = SearchQuery;

import type { Answer, Body, Row } from '@/shared/contract/call';
import type { getAllTag, listTagScales, listTags, saveTag, tagDetail } from '@/shared/contract/tag';

/** 0 custom, 1 quoted, 2 purchased. */
export type TagType = TagBrief['type'];
export const TAG_TYPE_LABEL: Record<TagType, string> = { 0: '自定义', 1: '引用', 2: '购买' };
export const TAG_MODULE = 'eval_form';

// The shapes are the contract's (src/shared/contract/tag.ts), named for the screens.
export type TagBrief = Answer<typeof getAllTag>[number];
export type Tag = Row<typeof listTags>;
export type TagDetail = Answer<typeof tagDetail>;
export type TagScale = Row<typeof listTagScales>;
export type TagOrg = TagDetail['orgList'][number];
export type TagFormValues = Omit<Body<typeof saveTag>, 'module'>;

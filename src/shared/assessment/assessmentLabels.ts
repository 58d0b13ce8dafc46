import type { Answer, Row } from '@/shared/contract/call';
import type { listQuestionnaires } from '@/shared/contract/questionnaire';
import type { listScales } from '@/shared/contract/scale';
import type { getAllTag } from '@/shared/contract/tag';

/** The module the tag and category calls name for assessment scales. */
export const TAG_MODULE = 'eval_form';
export const CATEGORY_MODULE = 'eval_form';

export type TagBrief = Answer<typeof getAllTag>[number];
/** 0 custom, 1 quoted, 2 purchased. */
export type TagType = TagBrief['type'];
export const TAG_TYPE_LABEL: Record<TagType, string> = { 0: '自定义', 1: '引用', 2: '购买' };

export type Scale = Row<typeof listScales>;
/** 0 original, 1 quoted. */
export type ScaleType = Scale['type'];
/** 0 draft, 1 published. */
export type ScaleStatus = Scale['status'];
export const SCALE_TYPE_LABEL: Record<ScaleType, string> = { 0: '原创', 1: '引用' };
export const SCALE_STATUS_LABEL: Record<ScaleStatus, string> = { 0: '草稿', 1: '已发布' };

export type Questionnaire = Row<typeof listQuestionnaires>;

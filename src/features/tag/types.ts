import type { Answer, Body, Row } from '@/shared/contract/call';
import type { listTagScales, listTags, saveTag, tagDetail } from '@/shared/contract/tag';

export { TAG_MODULE, TAG_TYPE_LABEL, type TagType } from '@/shared/assessment/assessmentLabels';

// The shapes are the contract's (src/shared/contract/tag.ts), named for the screens.
export type Tag = Row<typeof listTags>;
type TagDetail = Answer<typeof tagDetail>;
export type TagScale = Row<typeof listTagScales>;
export type TagOrg = TagDetail['orgList'][number];
export type TagFormValues = Omit<Body<typeof saveTag>, 'module'>;

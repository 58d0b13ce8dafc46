import type { Answer, Row } from '@/shared/contract/call';
import type { counselorSettings, listCooperExperts } from '@/shared/contract/expert';

export { EXPERT_TYPE_LABEL, type ExpertType } from '@/shared/cooperation/cooperationLabels';

export { CONSULT_WAY_LABELS as CONSULT_WAY_LABEL } from '@/shared/counselling/consultLabels';

// The shapes are the contract's (src/shared/contract/expert.ts), named for the screens.
/** A cooperating expert; `specialInfo` only for identities holding 18-01-07. */
export type Expert = Row<typeof listCooperExperts>;
/** 专家设置 as getCounselorSettingsById / getAudienterSettingsById answer it. */
export type ExpertSettings = Answer<typeof counselorSettings>;

import type { Answer, Row } from '@/shared/contract/call';
import type {
  counselorSettings,
  listCooperExperts,
  listPlatformExperts,
} from '@/shared/contract/expert';

/** 0 咨询师, 1 倾听者. */
export type ExpertType = Expert['expertType'];

export const EXPERT_TYPE_LABEL: Record<ExpertType, string> = { 0: '咨询师', 1: '倾听者' };

/** Consultation ways of the platform: 0 phone, 1 online voice, 2 online video, 3 face to face. */
export const CONSULT_WAY_LABEL: Record<string, string> = {
  '0': '电话咨询',
  '1': '在线语音',
  '2': '在线视频',
  '3': '面对面咨询',
};

// The shapes are the contract's (src/shared/contract/expert.ts), named for the screens.
/** A cooperating expert; `specialInfo` only for identities holding 18-01-07. */
export type Expert = Row<typeof listCooperExperts>;
/** 专家设置 as getCounselorSettingsById / getAudienterSettingsById answer it. */
export type ExpertSettings = Answer<typeof counselorSettings>;
/** A platform expert an organisation may invite (showAllExpert; the mobile masked). */
export type PlatformExpert = Row<typeof listPlatformExperts>;

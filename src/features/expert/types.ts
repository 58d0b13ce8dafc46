import type { ServicePrice, ServiceType } from '@/shared/components/ExpertPriceForm';

export type ExpertType = 0 | 1;

export const EXPERT_TYPE_LABEL: Record<ExpertType, string> = { 0: '咨询师', 1: '倾听者' };

/** Consultation ways of the platform: 0 phone, 1 online voice, 2 online video, 3 face to face. */
export const CONSULT_WAY_LABEL: Record<string, string> = {
  '0': '电话咨询',
  '1': '在线语音',
  '2': '在线视频',
  '3': '面对面咨询',
};

export interface Expert {
  userId: string;
  name: string;
  expertType: ExpertType;
  title: string;
  intro: string;
  tags: string[];
  consultWays: number[];
  prices: Record<string, number>;
  mobile: string;
  sex: 0 | 1 | -1;
  headImg: string;
  show: 0 | 1;
  sn: number;
  joinTime: string;
  /** Only for identities holding 18-01-07. */
  specialInfo?: string;
}

export interface ExpertQuery {
  pageNum: number;
  pageSize: number;
  expertType?: number;
  name?: string;
  show?: number;
}

/** 专家设置 as getCounselorSettingsById / getAudienterSettingsById answer it. */
export interface ExpertSettings {
  userId: string;
  serviceTypes: ServiceType[];
  list: ServicePrice[];
  tags: string[];
  show: 0 | 1;
  sn: number;
}

/** A platform expert an organisation may invite (showAllExpert). */
export interface PlatformExpert {
  userId: string;
  name: string;
  expertType: ExpertType;
  title: string;
  tags: string[];
  /** Masked by the server: 138****0002. */
  mobile: string;
}

/**
 * Chinese labels of the consult codes (spec §3, counselling design): one pure home for every
 * counselling page, the statistics and the mock (decision 0005).
 */

/** Consultation ways an expert offers and prices: 0 phone, 1 online voice, 2 online video, 3 face to face, 4 text, 5 email. */
export type ConsultWay = 0 | 1 | 2 | 3 | 4 | 5;
export const CONSULT_WAY_LABELS: Record<ConsultWay, string> = {
  0: '电话咨询',
  1: '在线语音',
  2: '在线视频',
  3: '面对面咨询',
  4: '文字咨询',
  5: '邮件咨询',
};

/**
 * Service types (assessment spec §3): one code space, two namings (decision 0016). The expert
 * price form names 0-3 as consultation fields; the platform's counselling services name 0 and
 * 4, 6, 7, 8 as service forms. Key 0 is the same service in both.
 */
export type PriceServiceType = 0 | 1 | 2 | 3;
type CounsellingServiceType = 0 | 4 | 6 | 7 | 8;
export type ServiceType = PriceServiceType | CounsellingServiceType;

/** The expert price form's naming (and the types an expert may choose there). */
const PRICE_SERVICE_TYPE_LABELS: Record<PriceServiceType, string> = {
  0: '心理咨询',
  1: '法律咨询',
  2: '财务咨询',
  3: '健康咨询',
};

/** The counselling services' naming of the same keys. */
const COUNSELLING_SERVICE_TYPE_LABELS: Record<CounsellingServiceType, string> = {
  0: '个体咨询',
  4: '主动干预',
  6: '个案跟进',
  7: '家庭咨询',
  8: '上门服务',
};

/** Every code the platform may send, in code order. */
export const SERVICE_TYPE_CODES = [
  0, 1, 2, 3, 4, 6, 7, 8,
] as const satisfies readonly ServiceType[];

/**
 * A service type's name. In the expert price form ('price', the default): the form's own naming
 * for 0-3, the counselling naming for the codes only it has (4, 6, 7, 8). On a counselling
 * screen ('counselling'): the counselling naming, so 0 is 个体咨询.
 */
export function serviceTypeLabel(
  type: ServiceType,
  naming: 'price' | 'counselling' = 'price',
): string {
  if (naming === 'counselling' && type in COUNSELLING_SERVICE_TYPE_LABELS)
    return COUNSELLING_SERVICE_TYPE_LABELS[type as CounsellingServiceType];
  return type <= 3
    ? PRICE_SERVICE_TYPE_LABELS[type as PriceServiceType]
    : COUNSELLING_SERVICE_TYPE_LABELS[type as CounsellingServiceType];
}

/** An order's way as the order pages and the statistics name it: codes 0-3 of the same table (an order is never by text or email). */
export const ORDER_CONSULT_WAY_LABELS: Record<0 | 1 | 2 | 3, string> = {
  0: CONSULT_WAY_LABELS[0],
  1: CONSULT_WAY_LABELS[1],
  2: CONSULT_WAY_LABELS[2],
  3: CONSULT_WAY_LABELS[3],
};

export const APPOINT_MODE_LABELS: Record<0 | 1 | 2 | 3, string> = {
  0: '平台预约',
  1: '热线转预约',
  2: '手动录入',
  3: '小程序预约',
};

export const CONSULT_TYPE_LABELS: Record<number, string> = { 0: '个体咨询', 1: '伴侣/家庭咨询' };

export const SEX_LABELS: Record<0 | 1, string> = { 0: '男', 1: '女' };

/** A visitor's mental status: 0 normal, 1 watch, 2 crisis (indexed by the code). */
export const MENTAL_STATUS_LABELS = ['正常', '关注', '危机'] as const;

export const IDENTITY_LABELS: Record<0 | 1 | 2 | 3 | 4, string> = {
  0: '本人',
  1: '配偶',
  2: '父母',
  3: '子女',
  4: '其他',
};

export const WEEKDAY_LABELS: Record<string, string> = {
  '1': '周一',
  '2': '周二',
  '3': '周三',
  '4': '周四',
  '5': '周五',
  '6': '周六',
  '0': '周日',
};

/** Monday first, as the week grid and the calendar show it. */
export const WEEK_ORDER = ['1', '2', '3', '4', '5', '6', '0'] as const;

/** Select options for a label table, in code order. */
export const codeOptions = (labels: Record<number, string>, codes?: readonly number[]) =>
  (codes ?? Object.keys(labels).map(Number)).map((code) => ({ value: code, label: labels[code] }));

/** 催单记录's 对象: whom the urge or reminder went to. */
export const URGE_TARGET_LABELS: Record<string, string> = { expert: '咨询师', visitor: '来访者' };
/** 催单记录's 渠道. */
export const URGE_CHANNEL_LABELS: Record<string, string> = { SMS: '短信' };

/** A hotline call's 自杀意念 and 无望感 are rated 0-10: shown with their scale, e.g. `7 / 10`. */
const RISK_SCALE_MAX = 10;
export const riskScore = (score: number): string => `${score} / ${RISK_SCALE_MAX}`;

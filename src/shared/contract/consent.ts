/**
 * Informed consent (知情同意, counselling design "The visitor's chart, measures and consent";
 * docs/api/counselling.md): the organisation's consent text in versions, and each visitor's
 * consent records. All paths are ours.
 */
import { z } from 'zod';
import { CONSENT_HOW } from '../counselling/consentRules';
import { call } from './call';
import { choice, dateTimeField } from './choiceSchemas';
import { date } from './counsellingSchemas';
import { id, requiredText } from './schemas';

const BASE = '/server-platform/api/consent';

/** A version number of the organisation's consent text (v1, v2, …). */
const versionNo = (title = '知情同意书版本') =>
  z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `请选择${title}` : '必须为整数',
    })
    .min(1, `${title}不正确`)
    .max(10_000, `${title}不正确`)
    .meta({ title });

const consentVersion = z.object({
  version: z.int(),
  text: z.string(),
  effectiveFrom: z.string().meta({ description: '生效日期 YYYY-MM-DD（当日 0 点起生效）' }),
  createBy: z.string(),
  createTime: z.string(),
  state: z
    .enum(['current', 'past', 'scheduled'])
    .meta({ description: 'current 当前生效，past 已被取代，scheduled 待生效（仅此状态可修改）' }),
});

const consentRecord = z.object({
  id: z.string(),
  version: z.int(),
  how: z.enum(CONSENT_HOW),
  recordedBy: z.string(),
  time: z.string(),
});

export const listConsentVersions = call({
  summary: '本机构的知情同意书版本（最新在前）',
  method: 'GET',
  path: `${BASE}/versions`,
  source: 'ours',
  query: z.object({}),
  data: z.object({
    current: z.int().meta({ description: '当前生效的版本，没有为 0' }),
    rows: z.array(consentVersion),
  }),
  codes: [10403],
});

export const saveConsentVersion = call({
  summary: '新增知情同意书版本，或修改尚未生效的版本',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: z.object({
    version: versionNo().optional().meta({ description: '缺省为新增版本；只能修改待生效的版本' }),
    text: requiredText('知情同意书内容', '请输入知情同意书内容', 5000),
    effectiveFrom: date('生效日期'),
  }),
  data: z.object({ version: z.int() }),
  codes: [10400, 10403, 10404, 10409],
});

export const consentStatus = call({
  summary: '来访者的知情同意状态与登记记录（来访者页面，或该来访者订单的咨询师）',
  method: 'GET',
  path: `${BASE}/status`,
  source: 'ours',
  query: z.object({ cusUserId: id('来访者') }),
  data: z.object({
    current: consentVersion
      .pick({ version: true, text: true, effectiveFrom: true })
      .nullable()
      .meta({ description: '来访者所在机构当前生效的版本，没有为 null' }),
    state: z
      .enum(['current', 'old', 'none'])
      .meta({ description: 'current 已同意当前版本，old 同意的是旧版本，none 未签署' }),
    agreedVersion: z.int().meta({ description: '最近同意的版本，未签署为 0' }),
    firstSessionNeedsConsent: z.boolean().meta({
      description: '来访者尚无完成的咨询且未同意当前版本：完成首次咨询前须登记',
    }),
    records: z.array(consentRecord).meta({ description: '登记记录，最新在前' }),
  }),
  codes: [10400, 10403, 10404],
});

export const recordConsent = call({
  summary: '登记来访者的知情同意（须为签署时生效的版本）',
  method: 'POST',
  path: `${BASE}/record`,
  source: 'ours',
  body: z.object({
    cusUserId: id('来访者'),
    version: versionNo(),
    how: choice('签署方式', CONSENT_HOW).meta({
      description: 'paper 纸质签署，工作人员录入；miniProgram 小程序内同意',
    }),
    time: dateTimeField('签署时间').optional().meta({ description: '缺省为当前时间' }),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const agreeConsent = call({
  summary: '来访者在小程序内同意当前版本的知情同意书（来访者令牌）',
  method: 'POST',
  path: `${BASE}/visitor/agree`,
  source: 'ours',
  public: true,
  body: z.object({ version: versionNo() }),
  data: z.object({ id: z.string() }),
  codes: [10001, 10400, 10404, 10409],
});

/**
 * Case records on consult orders, their drafts and view log, satisfaction answers and the answers
 * export (counselling design "Case and satisfaction forms"; docs/api/case-records.md). Paths are ours.
 */
import { z } from 'zod';
import { answerList } from './answerSchemas';
import { fillInTemplate, formAnswer, formQuestion } from './formTemplate';
import { call } from './call';
import { date, mentalStatus } from './counsellingSchemas';
import { dateTime, id, pageQuery, paged } from './schemas';

const CASE_BASE = '/server-platform/api/consult/caseRecord';
const SAT_BASE = '/server-platform/api/consult/satisfaction';

const orderId = id('订单');
const formId = id('表单');

const template = fillInTemplate.meta({
  title: '个案表单',
  description: '机构使用中的个案表单：指导语、特别声明、题目、结束语',
});

const answerOut = formAnswer;

const draft = z.object({
  formId: z.string(),
  answers: z.array(answerOut),
  savedTime: dateTime,
});

export const caseRecordStatus = call({
  summary: '个案记录状态（是否已有、能否查看；作者可见草稿与使用中的个案表单）',
  method: 'GET',
  path: `${CASE_BASE}/status`,
  source: 'ours',
  query: z.object({ orderId }),
  data: z.object({
    exists: z.boolean(),
    canView: z.boolean().meta({ description: '作者、机构管理员、持有个案查看权限者' }),
    authorName: z.string(),
    writeTime: z.string(),
    lateNote: z.string().meta({
      title: '逾期补写',
      description: '记录晚于咨询结束后 24 小时写成时为「逾期补写（超时 2天3小时）」，按时写成为空',
    }),
    canWrite: z.boolean().meta({ description: '订单咨询师本人且订单待咨询' }),
    template: template.nullable(),
    draft: draft
      .nullable()
      .meta({ description: '调用者本人的草稿（转介前其他咨询师的草稿不返回）' }),
    draftsHeld: z.array(z.object({ authorName: z.string(), savedTime: dateTime })).meta({
      description: '机构身份可见：本订单有哪些咨询师的未提交草稿（不含内容）；咨询师为空',
    }),
  }),
  codes: [10403, 10404],
});

export const caseRecordDetail = call({
  summary: '查看个案记录（记入查看记录）',
  method: 'GET',
  path: `${CASE_BASE}/detail`,
  source: 'ours',
  query: z.object({ orderId }),
  data: z.object({
    orderId: z.string(),
    orderNo: z.string(),
    visitorName: z.string(),
    expertName: z.string(),
    formId: z.string(),
    formName: z.string(),
    questionList: z.array(formQuestion),
    answers: z.array(answerOut),
    riskLevel: z.string(),
    mentalStatus: z.literal(mentalStatus),
    authorName: z.string(),
    writeTime: dateTime,
    lateNote: z.string().meta({
      title: '逾期补写',
      description: '记录晚于咨询结束后 24 小时写成时为「逾期补写（超时 2天3小时）」，按时写成为空',
    }),
  }),
  codes: [10403, 10404],
});

export const saveCaseRecordDraft = call({
  summary: '保存个案记录草稿（咨询师本人，订单待咨询）',
  method: 'POST',
  path: `${CASE_BASE}/draft`,
  source: 'ours',
  body: z.object({ orderId, formId, answers: answerList }),
  data: z.object({ savedTime: dateTime }),
  codes: [10400, 10403, 10404, 10409],
});

export const listCaseRecordViews = call({
  summary: '个案记录查看记录（查看、下载、导出）',
  method: 'GET',
  path: `${CASE_BASE}/views`,
  source: 'ours',
  query: z.object({ orderId, ...pageQuery }),
  data: paged(
    z.object({
      id: z.string(),
      viewerName: z.string(),
      account: z.string(),
      identity: z.string().meta({ description: '管理员、操作员、咨询师' }),
      kind: z.enum(['查看', '下载PDF', '导出']),
      time: dateTime,
    }),
  ),
  codes: [10403, 10404],
});

export const caseRecordPdf = call({
  summary: '下载个案记录 PDF（记入查看记录）',
  method: 'GET',
  path: `${CASE_BASE}/pdf`,
  source: 'ours',
  query: z.object({ orderId }),
  data: z.object({ base64: z.string(), fileName: z.string() }),
  codes: [10403, 10404],
});

export const exportFormAnswers = call({
  summary:
    '导出表单答案（每份答卷一行，每题一列；个案表单须同时持有个案导出与个案查看，记入查看记录）',
  method: 'GET',
  path: '/server-platform/api/form/answers/export',
  source: 'spec',
  query: z.object({
    formId: formId.optional().meta({ title: '表单', description: '不传时按 kind 取使用中的表单' }),
    kind: z
      .enum(['case', 'satisfaction'], { error: '表单类型不正确' })
      .optional()
      .meta({ title: '表单类型', description: 'case 个案表单，satisfaction 满意度问卷' }),
    startDate: date('开始日期').optional(),
    endDate: date('结束日期').optional(),
  }),
  data: z.object({
    formName: z.string(),
    kind: z.enum(['case', 'satisfaction']),
    questions: z.array(z.object({ code: z.string(), questionContent: z.string() })),
    rows: z.array(
      z.object({
        orderNo: z.string(),
        visitorName: z.string(),
        expertName: z.string(),
        date: z.string(),
        answers: z.array(answerOut),
      }),
    ),
  }),
  codes: [10400, 10403, 10404],
});

const answerHead = z.object({
  formId: z.string(),
  formName: z.string(),
  submitTime: dateTime,
  totalScore: z.number(),
  maxScore: z.number(),
  answerDetails: z.array(
    z.object({
      code: z.string(),
      satContent: z.string().meta({ description: '题目' }),
      answerValues: z.array(z.object({ value: z.string(), score: z.number() })),
    }),
  ),
});

export const orderSatisfaction = call({
  summary: '订单满意度答卷（answerHeadVO.answerDetails）',
  method: 'GET',
  path: SAT_BASE,
  source: 'ours',
  query: z.object({ orderId }),
  data: z.object({ answerHeadVO: answerHead.nullable() }),
  codes: [10403, 10404],
});

export const submitSatisfaction = call({
  summary: '来访者提交满意度评价（小程序；来访者令牌，已确认的订单，每单一次）',
  method: 'POST',
  path: `${SAT_BASE}/submit`,
  source: 'ours',
  public: true,
  body: z.object({ orderId, formId, answers: answerList }),
  data: z.object({ totalScore: z.number() }),
  codes: [10001, 10400, 10404, 10409],
});

export const satisfactionByCounsellor = call({
  summary: '咨询师平均满意度与回收率（已确认订单）',
  method: 'GET',
  path: `${SAT_BASE}/byCounsellor`,
  source: 'ours',
  query: z.object({
    startDate: date('开始日期').optional(),
    endDate: date('结束日期').optional(),
  }),
  data: z.array(
    z.object({
      expertId: z.string(),
      expertName: z.string(),
      confirmed: z.int().meta({ description: '已确认订单数' }),
      answered: z.int().meta({ description: '已答满意度问卷数' }),
      responseRate: z.number().meta({ description: '回收率（0-1）' }),
      averageScore: z.number().meta({ description: '平均得分，无答卷时为 0' }),
    }),
  ),
  codes: [10403],
});

/**
 * Outside referral (外部转介) and supervision notes (督导记录) (issue 30 §4; counselling design "The
 * visitor's chart, measures and consent"; docs/api/casework.md). All paths are ours.
 */
import { z } from 'zod';
import {
  CASEWORK_MESSAGES as M,
  REFERRAL_STATUSES,
  REFERRAL_URGENCIES,
} from '../counselling/caseworkCodes';
import { call } from './call';
import { choice, choiceFilter } from './choiceSchemas';
import { date } from './counsellingSchemas';
import { dateTime, id, pageQuery, paged, requiredText } from './schemas';

const REFERRAL = '/server-platform/api/referral';
const SUPERVISION = '/server-platform/api/supervision';

const referralId = id('外部转介');
const orderId = id('订单');
const cusUserId = id('来访者');

const referralRow = z.object({
  id: z.string(),
  cusUserId: z.string(),
  visitorName: z.string(),
  orderId: z.string().meta({ description: '发起转介的订单，从来访者档案发起时为空' }),
  orderNo: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  reason: z.string(),
  urgency: z.enum(REFERRAL_URGENCIES),
  summary: z.string().meta({ description: '发送给转介机构的摘要' }),
  result: z.string(),
  followUpDate: z
    .string()
    .meta({ description: '随访日期：待反馈时为待办的截止日，反馈后为下次随访' }),
  status: z.enum(REFERRAL_STATUSES),
  createByName: z.string(),
  createTime: dateTime,
  doneBy: z.string().meta({ description: '记录结果或关闭的人' }),
  doneTime: z.string(),
  closeReason: z.string(),
});

export const listReferrals = call({
  summary: '外部转介分页（来访者、订单、合作伙伴、状态筛选；新的在前）',
  method: 'GET',
  path: `${REFERRAL}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    cusUserId: id('来访者').optional(),
    orderId: id('订单').optional(),
    partnerId: id('合作伙伴').optional(),
    status: choiceFilter('转介状态', REFERRAL_STATUSES),
  }),
  data: paged(referralRow),
  codes: [10400, 10403, 10404],
});

export const saveReferral = call({
  summary: '发起外部转介（为发起人生成「转介待反馈」待办）',
  method: 'POST',
  path: `${REFERRAL}/save`,
  source: 'ours',
  body: z.object({
    cusUserId,
    orderId: id('订单').optional(),
    partnerId: id('转介机构', M.partnerRequired),
    reason: requiredText('转介原因', M.reasonRequired, 200),
    urgency: choice('紧急程度', REFERRAL_URGENCIES),
    summary: requiredText('转介摘要', M.summaryRequired, 2000),
    followUpDate: date('随访日期'),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const recordReferralResult = call({
  summary: '记录转介结果（待反馈 → 已反馈，办结其待办）',
  method: 'POST',
  path: `${REFERRAL}/result`,
  source: 'ours',
  body: z.object({
    id: referralId,
    result: requiredText('转介结果', M.resultRequired, 1000),
    followUpDate: z
      .union([z.literal(''), date('下次随访日期')], { error: '格式不正确' })
      .default('')
      .meta({ title: '下次随访日期', description: '为空表示无需再随访' }),
  }),
  data: z.null(),
  codes: [10400, 10403, 10404, 10409],
});

export const closeReferral = call({
  summary: '关闭外部转介（待反馈 → 已关闭，关闭其待办，需原因）',
  method: 'POST',
  path: `${REFERRAL}/close`,
  source: 'ours',
  body: z.object({
    id: referralId,
    reason: requiredText('关闭原因', M.closeReasonRequired, 200),
  }),
  data: z.null(),
  codes: [10400, 10403, 10404, 10409],
});

const reply = z.object({
  id: z.string(),
  authorName: z.string(),
  role: z.enum(['督导', '咨询师', '管理员']).meta({ description: '回复人在本案中的身份' }),
  text: z.string(),
  time: dateTime,
});

const note = z.object({
  id: z.string(),
  authorName: z.string(),
  text: z.string(),
  time: dateTime,
  replies: z.array(reply),
});

export const listSupervisionNotes = call({
  summary: '订单的督导记录与回复（仅本案咨询师、督导与机构管理员；记入查看记录）',
  method: 'GET',
  path: `${SUPERVISION}/list`,
  source: 'ours',
  query: z.object({ orderId }),
  data: z.object({
    canWrite: z.boolean().meta({ description: '督导或机构管理员：可写督导意见' }),
    notes: z.array(note),
  }),
  codes: [10400, 10403, 10404],
});

export const saveSupervisionNote = call({
  summary: '填写督导意见（督导或机构管理员）',
  method: 'POST',
  path: `${SUPERVISION}/save`,
  source: 'ours',
  body: z.object({ orderId, text: requiredText('督导意见', M.noteRequired, 2000) }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404],
});

export const replySupervisionNote = call({
  summary: '回复督导意见（本案咨询师、督导或机构管理员）',
  method: 'POST',
  path: `${SUPERVISION}/reply`,
  source: 'ours',
  body: z.object({
    noteId: id('督导记录'),
    text: requiredText('回复内容', M.replyRequired, 1000),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404],
});

export const listCustomerSupervision = call({
  summary: '来访者各订单的督导记录（来访者档案；督导与机构管理员；记入查看记录）',
  method: 'GET',
  path: `${SUPERVISION}/byCustomer`,
  source: 'ours',
  query: z.object({ cusUserId }),
  data: z.object({
    rows: z.array(
      z.object({
        id: z.string(),
        orderId: z.string(),
        orderNo: z.string(),
        expertName: z.string(),
        authorName: z.string(),
        text: z.string(),
        time: dateTime,
        replyCount: z.int().min(0),
      }),
    ),
  }),
  codes: [10400, 10403, 10404],
});

export const listSupervisionViews = call({
  summary: '订单督导记录的查看记录（督导与机构管理员）',
  method: 'GET',
  path: `${SUPERVISION}/views`,
  source: 'ours',
  query: z.object({ ...pageQuery, orderId }),
  data: paged(
    z.object({
      id: z.string(),
      viewerName: z.string(),
      account: z.string(),
      identity: z.string(),
      kind: z.enum(['订单详情', '来访者档案']),
      time: dateTime,
    }),
  ),
  codes: [10400, 10403, 10404],
});

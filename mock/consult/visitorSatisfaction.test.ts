import { satisfactionSheetOf } from './caseRecords';
import type { ConsultOrder } from '../counselling/types';
import { filledPaper } from '../contract/caseRecordFixtures';
import { visitorTokenOf } from '../testing';
import { API, counsellingKit, updateStatus, type Kit } from '../counselling/testKit';
import { seedTemplate, templateInUse } from '../form-template/formSource';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const SUBMIT = '/server-platform/api/consult/satisfaction/submit';
const tables = () => kit.app.db.counselling.tables;
const orgOrders = (status: number) =>
  [...tables().orders.values()].filter(
    (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === status && !o.isBreakContract,
  );
const sheetOf = (order: ConsultOrder) =>
  satisfactionSheetOf(
    tables().orders.get(order.id)!,
    seedTemplate(kit.app.db, 'satisfaction'),
    kit.app.db.counselling.seedNow,
  );
const answerHead = async (order: ConsultOrder) =>
  (
    await kit.get<{ answerHeadVO: { totalScore: number } | null }>(API.consult('satisfaction'), {
      orderId: order.id,
    })
  ).data.answerHeadVO;
const paper = (order: ConsultOrder) => {
  const template = templateInUse(kit.app.db, order.orgId, 'satisfaction');
  return {
    orderId: order.id,
    formId: template.id,
    answers: filledPaper(template.questionList, '低'),
  };
};

test('confirming an order makes up no satisfaction sheet; the seeded ones stay', async () => {
  const seeded = orgOrders(3).find((o) => sheetOf(o) !== undefined)!;
  expect(await answerHead(seeded)).not.toBeNull();

  const waiting = orgOrders(2)[0];
  const answer = await updateStatus(kit, 'confirm', { id: waiting.id, version: waiting.version });
  expect(answer).toMatchObject({ code: 0 });
  expect(tables().orders.get(waiting.id)!.status).toBe(3);
  expect(sheetOf(waiting)).toBeUndefined();
  expect(await answerHead(waiting)).toBeNull();
});

test('the visitor answers once with a visitor token; the sheet counts from then on', async () => {
  const order = orgOrders(3).find((o) => sheetOf(o) === undefined)!;
  const token = await visitorTokenOf(kit.app, order.id);
  const answer = await kit.post<{ totalScore: number }>(SUBMIT, paper(order), token);
  expect(answer).toMatchObject({ code: 0, msg: '感谢您的评价' });
  expect(answer.data.totalScore).toBeGreaterThan(0);
  expect(await answerHead(order)).toMatchObject({ totalScore: answer.data.totalScore });
  expect(await kit.post(SUBMIT, paper(order), token)).toMatchObject({
    code: 10409,
    msg: '该订单已评价',
  });
});

test('refusals: no visitor token, another visitor, not yet confirmed, a question left out; nothing stored', async () => {
  const order = orgOrders(3).find((o) => sheetOf(o) === undefined)!;
  const waiting = orgOrders(2)[0];
  const other = orgOrders(3).find((o) => o.cusUserId !== order.cusUserId)!;
  const token = await visitorTokenOf(kit.app, order.id);
  const otherToken = await visitorTokenOf(kit.app, other.id);
  const waitingToken = await visitorTokenOf(kit.app, waiting.id);
  const partial = { ...paper(order), answers: paper(order).answers.slice(1) };
  const before = kit.digest();
  expect(await kit.post(SUBMIT, paper(order))).toMatchObject({
    code: 10001,
    msg: '请先登录小程序',
  });
  expect(await kit.post(SUBMIT, paper(order), otherToken)).toMatchObject({
    code: 10404,
    msg: '记录不存在',
  });
  expect(await kit.post(SUBMIT, paper(waiting), waitingToken)).toMatchObject({
    code: 10409,
    msg: '订单确认完成后才能评价',
  });
  expect(await kit.post(SUBMIT, partial, token)).toMatchObject({ code: 10400 });
  expect(await kit.post(SUBMIT, { ...paper(order), formId: '999999' }, token)).toMatchObject({
    code: 10409,
    msg: '满意度问卷已更换，请刷新后重试',
  });
  expect(kit.digest()).toBe(before);
});

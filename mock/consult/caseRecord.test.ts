import { Buffer } from 'node:buffer';
import { PERM } from '../../src/shared/session/permissions';
import { filledPaper } from '../contract/caseRecordFixtures';
import { caseRecordOf, satisfactionSheetOf } from './caseRecords';
import { type ConsultOrder } from '../counselling/types';
import { pdfkitUnderJsdom, visitorTokenOf } from '../testing';
import {
  API,
  counsellingKit,
  expertTokenOf,
  firstFreeSlot,
  orderNow,
  scheduledExperts,
  type Kit,
  updateStatus,
} from '../counselling/testKit';
import { templateInUse, seedTemplate } from '../form-template/formSource';
import { TEMPLATE_TEXTS } from '../form-template/formSeed';

describe('case records', () => {
  const CASE = '/server-platform/api/consult/caseRecord';

  interface Status {
    exists: boolean;
    canView: boolean;
    canWrite: boolean;
    authorName: string;
    template: { id: string; questions: unknown[] } | null;
    draft: { answers: { code: string; values: string[] }[]; savedTime: string } | null;
    draftsHeld: { authorName: string; savedTime: string }[];
  }
  interface View {
    viewerName: string;
    account: string;
    identity: string;
    kind: string;
    time: string;
  }

  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const orders = () => [...kit.app.db.counselling.tables.orders.values()];
  const accountId = (username: string) =>
    [...kit.app.db.accounts.values()].find((account) => account.username === username)!.id;
  /** A completed order of admin01's organisation, written by another counsellor than expert01. */
  const recorded = () =>
    orders().find(
      (o) =>
        o.orgId === kit.app.db.qaOrgs.comprehensive &&
        o.status === 3 &&
        o.isBreakContract === 0 &&
        o.expertId !== accountId('expert01'),
    )!;
  const ownOrder = (status: number, keep = (_: ConsultOrder) => true) =>
    orders().find((o) => o.expertId === accountId('expert01') && o.status === status && keep(o))!;
  const template = (order: ConsultOrder) => templateInUse(kit.app.db, order.orgId, 'case');
  const viewsOf = (orderId: string, as?: string) =>
    kit.get<{ rows: View[]; total: number }>(`${CASE}/views`, { orderId }, as);

  /** Gives operator01's identity the 个案查看 code. */
  function grantCaseView() {
    const operator = accountId('operator01');
    for (const identity of kit.app.db.identities.values())
      if (identity.userId === operator) identity.btnCodes.push(PERM.caseView);
  }

  describe('who reads a case record', () => {
    test('an administrator reads it, and the view log names who opened it, as what, when', async () => {
      const order = recorded();
      const status = await kit.get<Status>(`${CASE}/status`, { orderId: order.id });
      expect(status.data).toMatchObject({ exists: true, canView: true, canWrite: false });
      const detail = await kit.get<{ answers: unknown[]; riskLevel: string }>(`${CASE}/detail`, {
        orderId: order.id,
      });
      expect(detail.code).toBe(0);
      expect(detail.data.answers.length).toBeGreaterThan(0);
      expect(detail.data.riskLevel).toBe(['低', '中', '高'][order.mentalStatus]);
      const log = await viewsOf(order.id);
      expect(log.data.total).toBe(1);
      expect(log.data.rows[0]).toMatchObject({
        account: 'admin01',
        identity: '管理员',
        kind: '查看',
        time: '2025-06-30 10:00:00',
      });
    });

    test('an operator without 个案查看 sees that one exists, not its content; the mock refuses and logs nothing', async () => {
      const order = recorded();
      const status = await kit.get<Status>(
        `${CASE}/status`,
        { orderId: order.id },
        kit.tokens.operator,
      );
      expect(status.data).toMatchObject({
        exists: true,
        canView: false,
        template: null,
        draft: null,
      });
      expect(status.data.authorName).not.toBe('');
      const before = kit.digest();
      for (const path of ['detail', 'pdf', 'views'])
        expect(
          await kit.get(`${CASE}/${path}`, { orderId: order.id }, kit.tokens.operator),
        ).toMatchObject({
          code: 10403,
          msg: '无权查看个案记录',
        });
      expect(kit.digest()).toBe(before);
      expect(kit.app.db.caseRecords.views).toEqual([]);
    });

    test('an operator holding 个案查看 reads it, logged as 操作员', async () => {
      grantCaseView();
      const order = recorded();
      expect(
        (await kit.get(`${CASE}/detail`, { orderId: order.id }, kit.tokens.operator)).code,
      ).toBe(0);
      expect((await viewsOf(order.id)).data.rows[0]).toMatchObject({
        account: 'operator01',
        identity: '操作员',
        kind: '查看',
      });
    });

    test('the author reads its own; another counsellor’s order is not the expert’s to open', async () => {
      const own = ownOrder(3, (o) => o.isBreakContract === 0);
      expect((await kit.get(`${CASE}/detail`, { orderId: own.id }, kit.tokens.expert)).code).toBe(
        0,
      );
      expect(
        await kit.get(`${CASE}/detail`, { orderId: recorded().id }, kit.tokens.expert),
      ).toMatchObject({ code: 10404, msg: '记录不存在' });
    });

    test('an order without a record answers 10404 该订单暂无个案记录', async () => {
      const open = orders().find(
        (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 1,
      )!;
      expect(await kit.get(`${CASE}/detail`, { orderId: open.id })).toMatchObject({
        code: 10404,
        msg: '该订单暂无个案记录',
      });
    });

    test('the PDF is a real PDF named for the order, and its download is logged as a view', async () => {
      const restore = pdfkitUnderJsdom();
      try {
        const order = recorded();
        const answer = await kit.get<{ base64: string; fileName: string }>(`${CASE}/pdf`, {
          orderId: order.id,
        });
        expect(answer.data.fileName).toBe(`${order.orderNo}-${order.visitorName}-个案记录.pdf`);
        const pdf = Buffer.from(answer.data.base64, 'base64');
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        // What it says in Chinese is read back in e2e/caseRecord.e2e.ts: under Jest's jsdom realm
        // pdfkit's compressed streams come out garbled (as in task.test.ts).
        expect((await viewsOf(order.id)).data.rows[0]).toMatchObject({ kind: '下载PDF' });
      } finally {
        restore();
      }
    });
  });

  describe('writing a case record', () => {
    const started = () => ownOrder(1, (o) => o.appointDate < '2025-06-30');

    test('a draft is kept on the server and offered again to its author only', async () => {
      const order = started();
      const { id: formId, questionList: questions } = template(order);
      const partial = filledPaper(questions, '中').slice(0, 2);
      const saved = await kit.post(
        `${CASE}/draft`,
        { orderId: order.id, formId, answers: partial },
        kit.tokens.expert,
      );
      expect(saved).toMatchObject({
        code: 0,
        msg: '草稿已保存',
        data: { savedTime: '2025-06-30 10:00:00' },
      });
      const status = await kit.get<Status>(
        `${CASE}/status`,
        { orderId: order.id },
        kit.tokens.expert,
      );
      expect(status.data).toMatchObject({ exists: false, canWrite: true });
      expect(status.data.template?.id).toBe(formId);
      expect(status.data.draft?.answers).toEqual(partial);
      const orgOpen = orders().find(
        (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 1,
      )!;
      const admin = await kit.get<Status>(`${CASE}/status`, { orderId: orgOpen.id });
      expect(admin.data).toMatchObject({ canWrite: false, draft: null, template: null });
    });

    test('a draft is refused to others, on a stale template, with an unknown question; nothing is stored', async () => {
      const order = started();
      const { id: formId } = template(order);
      const before = kit.digest();
      const orgOpen = orders().find(
        (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 1,
      )!;
      expect(
        await kit.post(`${CASE}/draft`, { orderId: orgOpen.id, formId, answers: [] }),
      ).toMatchObject({ code: 10403, msg: '仅订单咨询师可填写个案记录' });
      const cases: [object, string, number, string][] = [
        [{ formId: '123', answers: [] }, kit.tokens.expert, 10409, '个案表单已更换，请刷新后重试'],
        [
          { formId, answers: [{ code: 'zz', values: ['低'] }] },
          kit.tokens.expert,
          10400,
          '题目zz：题目不存在',
        ],
      ];
      for (const [body, as, code, msg] of cases)
        expect(await kit.post(`${CASE}/draft`, { orderId: order.id, ...body }, as)).toMatchObject({
          code,
          msg,
        });
      expect(
        await kit.post(
          `${CASE}/draft`,
          { orderId: ownOrder(3).id, formId, answers: [] },
          kit.tokens.expert,
        ),
      ).toMatchObject({ code: 10409, msg: '订单当前状态不能填写个案记录' });
      expect(kit.digest()).toBe(before);
    });

    test('完成咨询 without every required answer is refused (第1题：必填); with them the risk level sets the status and the draft goes', async () => {
      const order = started();
      const { id: formId, questionList: questions } = template(order);
      const paper = filledPaper(questions, '中');
      await kit.post(
        `${CASE}/draft`,
        { orderId: order.id, formId, answers: paper.slice(0, 1) },
        kit.tokens.expert,
      );
      const before = kit.digest();
      const seen = { id: order.id, version: order.version };
      expect(
        await updateStatus(
          kit,
          'complete',
          { ...seen, formId, answers: paper.slice(1) },
          kit.tokens.expert,
        ),
      ).toMatchObject({ code: 10400, msg: '第1题：必填' });
      expect(kit.digest()).toBe(before);
      expect(
        await updateStatus(kit, 'complete', { ...seen, formId, answers: paper }, kit.tokens.expert),
      ).toMatchObject({ code: 0, data: { status: 2 } });
      const done = orderNow(kit, order)!;
      expect(done.mentalStatus).toBe(1);
      expect(kit.app.db.caseRecords.drafts.has(order.id)).toBe(false);
      const record = caseRecordOf(kit.app.db.caseRecords, done, template(done));
      expect(record).toMatchObject({
        answers: paper,
        authorId: accountId('expert01'),
        mentalStatus: 1,
      });
      const read = await kit.get<{ answers: unknown[]; riskLevel: string }>(
        `${CASE}/detail`,
        { orderId: order.id },
        kit.tokens.expert,
      );
      expect(read.data).toMatchObject({ answers: paper, riskLevel: '中' });
    });

    test('after 转介 the new counsellor neither sees nor overwrites the earlier one’s draft; the administrator sees that it exists', async () => {
      const order = started();
      const { id: formId, questionList: questions } = template(order);
      const aDraft = filledPaper(questions, '高').slice(0, 2);
      await kit.post(
        `${CASE}/draft`,
        { orderId: order.id, formId, answers: aDraft },
        kit.tokens.expert,
      );
      const expertB = (await scheduledExperts(kit)).find((id) => id !== order.expertId)!;
      const { appointDate, bucket } = await firstFreeSlot(kit, expertB, order.cusUserId);
      const referred = await kit.post(API.consult('updateStatus'), {
        action: 'referral',
        id: order.id,
        version: order.version,
        expertId: expertB,
        appointDate,
        bucketId: bucket.id,
        reason: '来访者需要擅长青少年的咨询师',
      });
      expect(referred.code).toBe(0);

      const asB = await expertTokenOf(kit, expertB);
      const seenByB = await kit.get<Status>(`${CASE}/status`, { orderId: order.id }, asB);
      expect(seenByB.data).toMatchObject({ canWrite: true, draft: null, draftsHeld: [] });
      kit.clock.now += 60_000;
      const bDraft = filledPaper(questions, '低').slice(0, 1);
      const saved = await kit.post(
        `${CASE}/draft`,
        { orderId: order.id, formId, answers: bDraft },
        asB,
      );
      expect(saved.code).toBe(0);
      const drafts = kit.app.db.caseRecords.drafts;
      expect(drafts.get(order.id, accountId('expert01'))?.answers).toEqual(aDraft);
      expect(drafts.get(order.id, expertB)?.answers).toEqual(bDraft);
      expect(
        (await kit.get<Status>(`${CASE}/status`, { orderId: order.id }, asB)).data.draft?.answers,
      ).toEqual(bDraft);

      const admin = await kit.get<Status>(`${CASE}/status`, { orderId: order.id });
      expect(admin.data).toMatchObject({ draft: null, template: null });
      expect(admin.data.draftsHeld).toEqual([
        { authorName: '陈思远', savedTime: '2025-06-30 10:00:00' },
        { authorName: kit.app.db.accounts.get(expertB)!.name, savedTime: '2025-06-30 10:01:00' },
      ]);
      expect(JSON.stringify(admin.data)).not.toContain(String(aDraft[0].values[0]));
      // The referred-away author no longer reaches the order, so neither its draft.
      expect(
        await kit.get(`${CASE}/status`, { orderId: order.id }, kit.tokens.expert),
      ).toMatchObject({ code: 10404, msg: '记录不存在' });
    });
  });

  describe('answers export', () => {
    test('one row per record of the organisation in the date range; logged on each order as 导出; operator01 is refused', async () => {
      const order = recorded();
      const query = {
        formId: template(order).id,
        startDate: order.appointDate,
        endDate: order.appointDate,
      };
      expect(
        await kit.get('/server-platform/api/form/answers/export', query, kit.tokens.operator),
      ).toMatchObject({ code: 10403 });
      const answer = await kit.get<{
        questions: { code: string; questionContent: string }[];
        rows: { orderNo: string; date: string }[];
      }>('/server-platform/api/form/answers/export', query);
      expect(answer.code).toBe(0);
      expect(answer.data.questions.map((q) => q.questionContent)).toContain('风险等级');
      expect(answer.data.rows.map((row) => row.orderNo)).toContain(order.orderNo);
      expect(answer.data.rows.every((row) => row.date === order.appointDate)).toBe(true);
      expect((await viewsOf(order.id)).data.rows[0]).toMatchObject({
        kind: '导出',
        account: 'admin01',
      });
    });

    test('个案导出 without 个案查看 exports no case record (satisfaction answers still); nothing is logged', async () => {
      const operator = accountId('operator01');
      for (const identity of kit.app.db.identities.values())
        if (identity.userId === operator) identity.btnCodes.push(PERM.caseExport);
      const before = kit.digest();
      const queries: Record<string, string>[] = [
        { kind: 'case' },
        { formId: template(recorded()).id },
      ];
      for (const query of queries)
        expect(
          await kit.get('/server-platform/api/form/answers/export', query, kit.tokens.operator),
        ).toMatchObject({ code: 10403, msg: '无权限执行该操作' });
      expect(kit.digest()).toBe(before);
      const satisfaction = await kit.get<{ kind: string; rows: unknown[] }>(
        '/server-platform/api/form/answers/export',
        { kind: 'satisfaction' },
        kit.tokens.operator,
      );
      expect(satisfaction.data.kind).toBe('satisfaction');
      expect(satisfaction.data.rows.length).toBeGreaterThan(0);

      grantCaseView();
      const both = await kit.get<{ kind: string; rows: unknown[] }>(
        '/server-platform/api/form/answers/export',
        { kind: 'case' },
        kit.tokens.operator,
      );
      expect(both.data.rows.length).toBeGreaterThan(0);
      expect((await viewsOf(recorded().id)).data.rows[0]).toMatchObject({
        kind: '导出',
        account: 'operator01',
      });
    });
  });

  describe('satisfaction', () => {
    test('a confirmed order shows the visitor’s answers with scores and the total', async () => {
      const withSheet = orders().find(
        (o) =>
          o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 3 && o.isBreakContract === 0,
      )!;
      const answer = await kit.get<{
        answerHeadVO: {
          totalScore: number;
          maxScore: number;
          answerDetails: { satContent: string; answerValues: { value: string; score: number }[] }[];
        } | null;
      }>('/server-platform/api/consult/satisfaction', { orderId: withSheet.id });
      const sheets = orders().filter((o) => o.status === 3 && o.isBreakContract === 0);
      expect(sheets.length).toBeGreaterThan(100);
      if (answer.data.answerHeadVO) {
        const head = answer.data.answerHeadVO;
        const sum = head.answerDetails
          .flatMap((d) => d.answerValues)
          .reduce((a, v) => a + v.score, 0);
        expect(head.totalScore).toBe(sum);
        expect(head.maxScore).toBe(25);
        expect(head.answerDetails[0].satContent).toBe('您对本次咨询的整体满意度');
      }
      const open = orders().find(
        (o) => o.status === 1 && o.orgId === kit.app.db.qaOrgs.comprehensive,
      )!;
      expect(
        (await kit.get('/server-platform/api/consult/satisfaction', { orderId: open.id })).data,
      ).toEqual({
        answerHeadVO: null,
      });
    });

    test('per counsellor: most confirmed orders answered, average within the scale', async () => {
      const answer = await kit.get<
        {
          expertName: string;
          confirmed: number;
          answered: number;
          responseRate: number;
          averageScore: number;
        }[]
      >('/server-platform/api/consult/satisfaction/byCounsellor', {});
      expect(answer.data.length).toBeGreaterThan(1);
      const confirmed = answer.data.reduce((a, row) => a + row.confirmed, 0);
      const answered = answer.data.reduce((a, row) => a + row.answered, 0);
      expect(answered / confirmed).toBeGreaterThan(0.7);
      expect(answered / confirmed).toBeLessThan(0.9);
      for (const row of answer.data.filter((r) => r.answered > 0)) {
        expect(row.averageScore).toBeGreaterThanOrEqual(12);
        expect(row.averageScore).toBeLessThanOrEqual(25);
        expect(row.expertName).not.toBe('');
      }
    });
  });
});

/**
 * The case form the counsellor fills at 完成咨询 carries the template's texts (shell spec §3
 * "Questionnaire (counselling side)"; issue 27 point 16): the status call answers them.
 */
describe('the template a case record is written with', () => {
  test('the case template offered to the order’s counsellor answers its 指导语, 特别声明 and 结束语', async () => {
    const kit = await counsellingKit();
    const expert01 = [...kit.app.db.accounts.values()].find((a) => a.username === 'expert01')!;
    const order = [...kit.app.db.counselling.tables.orders.values()].find(
      (o) => o.expertId === expert01.id && o.status === 1,
    )!;
    const inUse = templateInUse(kit.app.db, order.orgId, 'case');
    const status = await kit.get<{ template: Record<string, unknown> | null }>(
      '/server-platform/api/consult/caseRecord/status',
      { orderId: order.id },
      kit.tokens.expert,
    );
    expect(status.data.template).toEqual({
      id: inUse.id,
      name: inUse.name,
      ...TEMPLATE_TEXTS.case,
      questionList: inUse.questionList,
    });
  });
});

describe("the visitor's satisfaction survey", () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const SUBMIT = '/server-platform/api/consult/satisfaction/submit';
  const tables = () => kit.app.db.counselling.tables;
  const orgOrders = (status: number) =>
    [...tables().orders.values()].filter(
      (o) =>
        o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === status && !o.isBreakContract,
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
});

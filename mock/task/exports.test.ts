import * as XLSX from 'xlsx';
import { createMockApp, type MockApp } from '../app';
import { bodyBuffer } from '../core/http';
import { call, loginAs, signedFor } from '../testing';
import type { IdentitySessionView } from '../core/userView';

interface RecordPage {
  total: number;
  rows: Array<{ resultId: string; id: string; mobile: string; fillStatus: number }>;
}
interface LogPage {
  rows: Array<{ methodName: string; router: string }>;
}

const CONTACT = '17-01-06-04';
const MASKED = /^1\d{2}\*{4}\d{4}$/;
const FULL = /^1\d{10}$/;

let app: MockApp;
let admin: IdentitySessionView;
let operator: IdentitySessionView;
beforeEach(async () => {
  app = createMockApp();
  admin = await loginAs(app, 'admin01');
  operator = await loginAs(app, 'operator01');
});

const as = <T = unknown>(who: IdentitySessionView, path: string, query: Record<string, string>) =>
  call<T>(app, { path, query, token: who.token });
const xlsxRows = async (who: IdentitySessionView, path: string, query: Record<string, string>) => {
  const res = await app.handle(signedFor(app, { path, query, token: who.token }));
  const book = XLSX.read(bodyBuffer(res));
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
};
const exportLog = async (who: IdentitySessionView) =>
  (
    await as<LogPage>(who, '/server-platform/api/operationLog/getOperationLog', {
      pageSize: '100',
    })
  ).data.rows.filter((row) => row.methodName.startsWith('导出个人数据'));
const dropCode = (who: IdentitySessionView, code: string) => {
  const identity = app.db.identities.get(who.user.identityId);
  if (identity) identity.btnCodes = identity.btnCodes.filter((one) => one !== code);
};
const bigScale = () =>
  [...app.db.scaleArea.scales.values()]
    .filter((row) => row.orgId === admin.user.orgId && row.status === 1)
    .sort((a, b) => b.testCount - a.testCount)[0];

test('operator01, without 17-01-06-02 and 17-01-06-03, gets none of the exports and nothing is logged', async () => {
  const taskId = app.db.survey.bigTaskId;
  const formId = app.db.survey.tasks.get(taskId)?.formId ?? '';
  const refused = { code: 10403, msg: '无权限执行该操作' };
  expect(await as(operator, '/web/task/exportFillPerson', { taskId })).toMatchObject(refused);
  expect(await as(operator, '/web/form/exportFormFillData', { taskId, formId })).toMatchObject(
    refused,
  );
  expect(
    await as(operator, '/web/eval/downloadReportPdf', { formId, resultId: `${taskId}1` }),
  ).toMatchObject(refused);
  const scale = bigScale();
  const operatorScale = { formId: scale.id, pageNum: '1', pageSize: '0', export: '1' };
  expect(app.db.identities.get(operator.user.identityId)?.orgId).toBe(admin.user.orgId);
  expect(await as(operator, '/api/form/testRecordPage', operatorScale)).toMatchObject(refused);
  expect(
    await as(operator, '/web/eval/downloadReportPdf', {
      formId: scale.id,
      resultId: `${scale.id}000001`,
    }),
  ).toMatchObject(refused);
  expect(
    await as(operator, '/api/form/formDataPage', { pageNum: '1', pageSize: '0', export: '1' }),
  ).toMatchObject(refused);
  expect(await exportLog(operator)).toEqual([]);
});

test('the respondents list carries full mobiles only with 查看联系方式, and each export is logged', async () => {
  const taskId = app.db.survey.bigTaskId;
  const full = await xlsxRows(admin, '/web/task/exportFillPerson', { taskId });
  expect(full[0][3]).toBe('手机号');
  expect(String(full[1][3])).toMatch(FULL);
  const log = await exportLog(admin);
  expect(log[0]).toMatchObject({
    methodName: `导出个人数据：答题人员名单（${full.length - 1}条，${admin.user.orgName}）`,
    router: '/taskManagement',
  });
  expect(app.db.operationLogs.at(-1)).toMatchObject({
    userId: admin.user.id,
    identityId: admin.user.identityId,
    rows: full.length - 1,
  });

  dropCode(admin, CONTACT);
  const masked = await xlsxRows(admin, '/web/task/exportFillPerson', { taskId });
  expect(masked.slice(1).every((row) => MASKED.test(String(row[3])))).toBe(true);
  expect(String(masked[1][3]).slice(-4)).toBe(String(full[1][3]).slice(-4));

  await xlsxRows(admin, '/web/form/exportFormFillData', { taskId });
  expect((await exportLog(admin))[0].methodName).toMatch(/^导出个人数据：问卷填写数据（\d+条，/);
});

test('the respondents page, which shows no mobile, answers it masked without 查看联系方式 and logs nothing', async () => {
  const query = { taskId: app.db.survey.bigTaskId, pageNum: '1', pageSize: '10' };
  const mobiles = async () =>
    (
      await as<{ rows: Array<{ mobile: string }> }>(admin, '/api/task/getFillPersonPage', query)
    ).data.rows.map((row) => row.mobile);
  const full = await mobiles();
  expect(full.every((mobile) => FULL.test(mobile))).toBe(true);
  dropCode(admin, CONTACT);
  const masked = await mobiles();
  expect(masked.every((mobile) => MASKED.test(mobile))).toBe(true);
  expect(masked.map((mobile) => mobile.slice(-4))).toEqual(full.map((mobile) => mobile.slice(-4)));
  expect(await exportLog(admin)).toEqual([]);
});

test('test records: the screen page is masked without the code, more than 100 rows is an export, the export is checked and logged', async () => {
  const scale = bigScale();
  const screen = { formId: scale.id, pageNum: '1', pageSize: '10' };
  const seen = await as<RecordPage>(operator, '/api/form/testRecordPage', screen);
  expect(seen.data.rows.every((row) => MASKED.test(row.mobile))).toBe(true);
  expect(await as(admin, '/api/form/testRecordPage', { ...screen, pageSize: '0' })).toMatchObject({
    code: 10400,
    msg: '分页参数不正确',
  });
  expect(await exportLog(admin)).toEqual([]);

  const exported = await as<RecordPage>(admin, '/api/form/testRecordPage', {
    ...screen,
    pageSize: '0',
    export: '1',
  });
  expect(exported.data.rows).toHaveLength(scale.testCount);
  expect(exported.data.rows.every((row) => FULL.test(row.mobile))).toBe(true);
  expect((await exportLog(admin))[0]).toMatchObject({
    methodName: `导出个人数据：量表测试记录（${scale.testCount}条，${admin.user.orgName}）`,
    router: '/selfScale/scaleData',
  });
  dropCode(admin, CONTACT);
  const maskedExport = await as<RecordPage>(admin, '/api/form/testRecordPage', {
    ...screen,
    export: '1',
  });
  expect(maskedExport.data.rows.every((row) => MASKED.test(row.mobile))).toBe(true);
});

test('the scale report answers at /web/eval/downloadReportPdf; the old path is gone', async () => {
  const scale = bigScale();
  const records = await as<RecordPage>(admin, '/api/form/testRecordPage', {
    formId: scale.id,
    pageSize: '50',
  });
  const partly = records.data.rows.find((row) => row.fillStatus === 0);
  const answered = records.data.rows.find((row) => row.fillStatus === 1);
  expect(
    await as(admin, '/web/eval/downloadReportPdf', {
      formId: scale.id,
      resultId: partly?.resultId ?? '',
    }),
  ).toMatchObject({ code: 10404, msg: '暂无pdf报告' });
  expect(
    await as(admin, '/web/eval/downloadReportPdf', {
      formId: scale.id,
      resultId: answered?.resultId ?? '',
      userId: 'someone-else',
    }),
  ).toMatchObject({ code: 10400, msg: '答题人与答题记录不匹配' });
  const old = await as(admin, '/web/eval/downloadScaleReportPdf', {
    formId: scale.id,
    resultId: answered?.resultId ?? '',
  });
  expect(old.code).not.toBe(0);
});

test('an export of more than 10,000 test records comes in batches of 10,000, each batch logged', async () => {
  const scale = bigScale();
  expect(scale.testCount).toBeGreaterThan(10000);
  const batch = (pageNum: string, pageSize = '10000') =>
    as<RecordPage>(admin, '/api/form/testRecordPage', {
      formId: scale.id,
      pageNum,
      pageSize,
      export: '1',
    });
  expect(await batch('1', '10001')).toMatchObject({ code: 10400, msg: '分页参数不正确' });
  expect((await batch('1')).data.rows).toHaveLength(10000);
  expect((await batch('2')).data.rows).toHaveLength(scale.testCount - 10000);
  const log = (await exportLog(admin)).map((row) => row.methodName);
  expect(log.slice(0, 2)).toEqual([
    `导出个人数据：量表测试记录第2批（${scale.testCount - 10000}条，${admin.user.orgName}）`,
    `导出个人数据：量表测试记录第1批（10000条，${admin.user.orgName}）`,
  ]);
});

test('only an identity holding 查看联系方式 finds a test record by its mobile', async () => {
  const scale = bigScale();
  const all = await as<RecordPage>(admin, '/api/form/testRecordPage', {
    formId: scale.id,
    pageSize: '10',
  });
  const mobile = all.data.rows[0].mobile;
  const search = (who: IdentitySessionView) =>
    as<RecordPage>(who, '/api/form/testRecordPage', { formId: scale.id, keyword: mobile });
  expect((await search(admin)).data.rows.map((row) => row.resultId)).toContain(
    all.data.rows[0].resultId,
  );
  expect((await search(operator)).data.total).toBe(0);
});

test('the report and the answer deletion refuse a malformed id before looking it up, and log nothing', async () => {
  expect(
    await as(admin, '/web/eval/downloadReportPdf', { formId: 'abc', resultId: '1' }),
  ).toMatchObject({ code: 10400, msg: '量表或问卷格式不正确' });
  expect(await as(admin, '/api/eval/deleteAnswer', { resultId: 'abc' })).toMatchObject({
    code: 10400,
    msg: '答题记录ID格式不正确',
  });
  expect(await exportLog(admin)).toEqual([]);
});

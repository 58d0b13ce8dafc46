/** The seed's files are real: scale covers are PNGs, questionnaires keep the spreadsheet they came from. */
import * as XLSX from 'xlsx';
import { createMockApp, type MockApp } from './app';
import { bodyBuffer } from './core/http';
import { parseQuestionnaire } from './questionnaire/questionnaireSheet';
import { call, loginAs, signedFor } from './testing';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let app: MockApp;
let token: string;

beforeEach(async () => {
  app = createMockApp();
  token = (await loginAs(app, 'admin01')).token;
});

const download = (url: string, fileName: string) =>
  app.handle(
    signedFor(app, {
      path: '/server-platform/web/oss/downloadFileByUrl',
      query: { url, fileName },
      token,
    }),
  );

test('every seeded scale has a cover that is a stored PNG, so its text saves back unchanged', async () => {
  const scales = [...app.db.scaleArea.scales.values()];
  const covers = new Set(scales.map((scale) => scale.coverImg));
  expect(covers.size).toBeGreaterThan(1);
  for (const url of covers) {
    const answer = await download(url, 'cover.png');
    expect(answer.status).toBe(200);
    expect([...bodyBuffer(answer).subarray(0, 8)]).toEqual(PNG_MAGIC);
  }
  const scale = scales.find((row) => row.type === 0);
  if (!scale) throw new Error('no original scale in the seed');
  const { id, name, introduction, guidance, confidAgreement, closingWord, coverImg } = scale;
  expect(
    await call(app, {
      method: 'POST',
      path: '/api/form/edit',
      body: { id, name, introduction, guidance, confidAgreement, closingWord, coverImg },
      token,
    }),
  ).toMatchObject({ code: 0, msg: '编辑成功' });
});

test("a seeded questionnaire's 下载 gives the spreadsheet it was imported from", async () => {
  const row = [...app.db.questionnaires.values()].find(
    (candidate) => candidate.orgId === app.db.qaOrgs.comprehensive,
  );
  if (!row) throw new Error('no questionnaire of the QA root in the seed');
  const detail = await call<{ fileUrl: string; isOwner: boolean }>(app, {
    path: '/api/form/detail',
    query: { id: row.id },
    token,
  });
  expect(detail.data.isOwner).toBe(true);
  expect(detail.data.fileUrl).not.toBe('');
  const answer = await download(detail.data.fileUrl, `${row.name}.xlsx`);
  expect(answer.status).toBe(200);
  const file = bodyBuffer(answer);
  expect(XLSX.read(file).SheetNames).toEqual(['问卷信息', '题目']);
  const parsed = parseQuestionnaire(file);
  expect(parsed).toMatchObject({
    name: row.name,
    guidance: row.guidance,
    closingWord: row.closingWord,
    confidAgreement: row.confidAgreement,
  });
  const texts = (list: typeof row.quesionList): unknown =>
    list.map((question) => [
      question.questionContent,
      question.questionType,
      question.isMust,
      question.optionList.map((item) => item.option),
      texts(question.childList),
    ]);
  expect(texts(parsed.quesionList)).toEqual(texts(row.quesionList));
});

import { Buffer } from 'node:buffer';
import { createMockApp, type MockApp } from '../app';
import { bodyBuffer, emptyRequest, type MockFile } from './http';
import { call, envelopeOf, loginAs, signedFor, uploadImage } from '../testing';
import { UPLOAD_LIMITS } from './files';
import { buildTemplate } from '../questionnaire/questionnaireSheet';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Four bytes of zip header and nothing behind them. */
const XLSX_LIKE = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
const UPLOAD = '/api/file/uploadFile';
/** A `javascript:` URL, built so the lint rule against writing one does not fire on the test. */
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');
const DOWNLOAD = '/server-platform/web/oss/downloadFileByUrl';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

function upload(file: Partial<MockFile> & { data: Buffer }, path = 'org') {
  return call<{ url: string; path: string }>(app, {
    method: 'POST',
    path: UPLOAD,
    fields: { path },
    files: [{ field: 'file', name: 'a.png', type: 'image/png', ...file }],
  });
}

test('a PNG upload (no token needed) is stored under a generated name and served back byte-identical', async () => {
  const answer = await upload({ data: PNG, name: '头像 1.png' });
  expect(answer.code).toBe(0);
  expect(answer.data.url).toMatch(/^\/files\/([0-9a-f]{32})\/\1\.png$/);
  expect(answer.data.path).toBe(answer.data.url);

  const served = await app.handle(emptyRequest('GET', answer.data.url));
  expect(served.status).toBe(200);
  expect(bodyBuffer(served).equals(PNG)).toBe(true);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
});

test('the type comes from the content: a text file named .png is refused, whatever it declares', async () => {
  const seeded = app.db.files.size;
  const answer = await upload({
    data: Buffer.from('not an image at all'),
    name: 'fake.png',
    type: 'image/png',
  });
  expect(answer).toEqual({ code: 10400, msg: '只能上传 JPG/PNG 格式图片!', data: null });
  expect(app.db.files.size).toBe(seeded);
});

test('an image over 2 MB is refused', async () => {
  const seeded = app.db.files.size;
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  expect(await upload({ data: big })).toEqual({
    code: 10400,
    msg: '图片大小必须小于2MB!',
    data: null,
  });
  expect(app.db.files.size).toBe(seeded);
});

test('eval_form takes spreadsheets too, but nothing else', async () => {
  const sheet = await upload(
    { data: buildTemplate(), name: '问卷.xlsx', type: 'application/octet-stream' },
    'eval_form',
  );
  expect(sheet.code).toBe(0);
  expect(sheet.data.url).toMatch(/^\/files\/([0-9a-f]{32})\/\1\.xlsx$/);
  const text = await upload({ data: Buffer.from('a,b,c'), name: '问卷.xlsx' }, 'eval_form');
  expect(text).toEqual({ code: 10400, msg: '文件类型不支持', data: null });
  expect((await upload({ data: XLSX_LIKE, name: 'x.xlsx' }, 'org')).msg).toBe(
    '只能上传 JPG/PNG 格式图片!',
  );
  expect((await upload({ data: PNG }, 'elsewhere')).code).toBe(10400);
});

test('downloadFileByUrl answers the bytes with an RFC 5987 file name', async () => {
  const { data } = await upload({ data: PNG, name: 'photo.png' });
  const { token } = await loginAs(app, 'admin01');
  const response = await app.handle(
    signedFor(app, {
      path: DOWNLOAD,
      token,
      query: { url: data.url, fileName: '测评报告 (1).png' },
    }),
  );
  expect(response.status).toBe(200);
  expect(bodyBuffer(response).equals(PNG)).toBe(true);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="____ (1).png"; filename*=UTF-8''%E6%B5%8B%E8%AF%84%E6%8A%A5%E5%91%8A%20%281%29.png`,
  );
  expect(response.headers['cache-control']).toBe('no-store');
});

test('an unknown url is 10404 无效的下载链接', async () => {
  const { token } = await loginAs(app, 'admin01');
  const missing = await app.handle(
    signedFor(app, { path: DOWNLOAD, token, query: { url: `/files/${'0'.repeat(32)}/x.png` } }),
  );
  expect(envelopeOf(missing)).toEqual({ code: 10404, msg: '无效的下载链接', data: null });
  const junk = await app.handle(
    signedFor(app, {
      path: DOWNLOAD,
      token,
      query: { url: 'https://elsewhere.example/download?id=1' },
    }),
  );
  expect(envelopeOf(junk).code).toBe(10404);
  expect((await app.handle(emptyRequest('GET', `/files/${'0'.repeat(32)}/x.png`))).status).toBe(
    404,
  );
});

describe('uploads are what they claim and do not pile up', () => {
  test('a spreadsheet that does not open is refused (its first 4 bytes are not enough)', async () => {
    const seeded = app.db.files.size;
    const answer = await upload({ data: XLSX_LIKE, name: '问卷.xlsx' }, 'eval_form');
    expect(answer).toEqual({
      code: 10400,
      msg: '文件已损坏或不是有效的Excel文件，请使用问卷模板',
      data: null,
    });
    expect(app.db.files.size).toBe(seeded);
  });

  test('a PNG-headed HTML file gets the .png name of its real type, and its download too', async () => {
    const html = Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]);
    const { data } = await upload({ data: html, name: 'page.html', type: 'text/html' });
    expect(data.url).toMatch(/\.png$/);
    const { token } = await loginAs(app, 'admin01');
    const response = await app.handle(
      signedFor(app, { path: DOWNLOAD, token, query: { url: data.url, fileName: 'evil.html' } }),
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="evil.png"; filename*=UTF-8''evil.png`,
    );
  });

  test('one client may keep 30 files; others may still upload; reset frees them all', async () => {
    for (let i = 0; i < UPLOAD_LIMITS.perClientFiles; i += 1)
      expect((await upload({ data: PNG })).code).toBe(0);
    expect(await upload({ data: PNG })).toEqual({
      code: 10429,
      msg: '上传文件过多，请稍后再试',
      data: null,
    });
    const { token } = await loginAs(app, 'operator01');
    expect((await uploadImage(app, token)).startsWith('/files/')).toBe(true);
    const reset = emptyRequest('POST', '/__mock__/reset');
    expect((await app.handle(reset)).status).toBe(200);
    // Only the seed's own files (covers, questionnaire spreadsheets) are left.
    expect(app.db.files.size).toBe(createMockApp().db.files.size);
    expect((await upload({ data: PNG })).code).toBe(0);
  });

  test('the bytes one client keeps are limited too', async () => {
    const image = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length - 1)]);
    const fits = Math.floor(UPLOAD_LIMITS.perClientBytes / image.length);
    for (let i = 0; i < fits; i += 1) expect((await upload({ data: image })).code).toBe(0);
    expect((await upload({ data: image })).code).toBe(10429);
  });
});

describe('served files', () => {
  test('a spreadsheet is not served without a token: only the signed download gives it', async () => {
    const { data } = await upload({ data: buildTemplate(), name: 'a.xlsx' }, 'eval_form');
    const direct = await app.handle(emptyRequest('GET', data.url));
    expect(direct.status).toBe(403);
    expect(envelopeOf(direct)).toEqual({
      code: 10403,
      msg: '该文件需登录后通过下载获取',
      data: null,
    });
    const anonymous = await app.handle(
      signedFor(app, { path: DOWNLOAD, query: { url: data.url } }),
    );
    expect(envelopeOf(anonymous).code).toBe(10001);
    const { token } = await loginAs(app, 'admin01');
    const signed = await app.handle(
      signedFor(app, { path: DOWNLOAD, token, query: { url: data.url } }),
    );
    expect(signed.status).toBe(200);
  });
});

describe('image fields take only images uploaded here', () => {
  const AVATAR = '/server-platform/api/user/updateHeadImg';

  test.each([
    SCRIPT_URL,
    'https://elsewhere.example/a.png',
    '//elsewhere.example/a.png',
    `/files/${'0'.repeat(32)}/x.png`,
    'data:image/png;base64,AAAA',
  ])('headImg %s is refused', async (headImg) => {
    const { token, user } = await loginAs(app, 'operator01');
    const answer = await call(app, { method: 'POST', path: AVATAR, token, body: { headImg } });
    expect(answer).toEqual({ code: 10400, msg: '头像地址不正确', data: null });
    expect(app.db.accounts.get(user.id)?.headImg).toBe('');
  });

  test('an uploaded spreadsheet is not an image', async () => {
    const { token } = await loginAs(app, 'admin01');
    const { data } = await upload({ data: buildTemplate(), name: 'a.xlsx' }, 'eval_form');
    const answer = await call(app, {
      method: 'POST',
      path: AVATAR,
      token,
      body: { headImg: data.url },
    });
    expect(answer.msg).toBe('头像地址不正确');
  });

  test('a task cover of a script URL is refused', async () => {
    const { token } = await loginAs(app, 'admin01');
    const size = app.db.survey.tasks.size;
    const answer = await call(app, {
      method: 'POST',
      path: '/api/task/save',
      token,
      body: {
        name: '封面测试任务',
        startTime: '2099-01-01 00:00:00',
        endTime: '2099-12-31 23:59:59',
        releaseObj: 1,
        formId: [...app.db.questionnaires.keys()][0],
        orgId: app.db.qaOrgs.comprehensive,
        status: 0,
        coverImg: SCRIPT_URL,
      },
    });
    expect(answer).toEqual({ code: 10400, msg: '封面地址不正确', data: null });
    expect(app.db.survey.tasks.size).toBe(size);
  });
});

describe('GET /api/file/downloadFile: an uploaded image as base64', () => {
  const PATH = '/api/file/downloadFile';

  test('answers the bytes as base64 by path and its file name', async () => {
    const { token } = await loginAs(app, 'admin01');
    const url = await uploadImage(app, token);
    const fileName = url.split('/').pop() ?? '';
    const answer = await call<string>(app, { path: PATH, token, query: { path: url, fileName } });
    expect(answer.code).toBe(0);
    expect(Buffer.from(answer.data, 'base64').equals(PNG)).toBe(true);
  });

  test('needs a token, a known image, and the right name', async () => {
    const { token } = await loginAs(app, 'admin01');
    const url = await uploadImage(app, token);
    expect((await call(app, { path: PATH, query: { path: url } })).code).toBe(10001);
    expect(await call(app, { path: PATH, token, query: {} })).toEqual({
      code: 10400,
      msg: '文件路径不能为空',
      data: null,
    });
    expect(
      (await call(app, { path: PATH, token, query: { path: url, fileName: 'x.png' } })).code,
    ).toBe(10404);
    const sheet = await upload({ data: buildTemplate(), name: 'a.xlsx' }, 'eval_form');
    expect((await call(app, { path: PATH, token, query: { path: sheet.data.url } })).msg).toBe(
      '只能下载图片',
    );
  });
});

import { Buffer } from 'node:buffer';
import { createMockApp, type MockApp } from '../app';
import { bodyBuffer, emptyRequest, type MockFile } from '../http';
import { call, envelopeOf, loginAs, signedFor } from '../testing';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const XLSX_LIKE = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
const UPLOAD = '/api/file/uploadFile';
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

test('a PNG upload (no token needed) is served back byte-identical', async () => {
  const answer = await upload({ data: PNG, name: '头像 1.png' });
  expect(answer.code).toBe(0);
  expect(answer.data.url).toMatch(/^\/files\/[0-9a-f]{32}\/%E5%A4%B4%E5%83%8F%201\.png$/);
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
    { data: XLSX_LIKE, name: '问卷.xlsx', type: 'application/octet-stream' },
    'eval_form',
  );
  expect(sheet.code).toBe(0);
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

import { AxiosHeaders } from 'axios';
import { saveAs } from 'file-saver';
import { armSessionExpiry, configureClient } from './client';
import { downloadFile, fetchFile, fileNameFromDisposition } from './download';
import { http } from './http';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

const onError = jest.fn();
const onSessionExpired = jest.fn();

function serve(body: string, headers: Record<string, string>): void {
  http.defaults.adapter = async (config) => ({
    data: new Blob([body], { type: headers['content-type'] }),
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(headers),
    config,
    request: {},
  });
}

beforeEach(() => {
  onError.mockReset();
  onSessionExpired.mockReset();
  jest.mocked(saveAs).mockReset();
  configureClient({ getToken: () => 't', onError, onSessionExpired });
  armSessionExpiry();
});

describe('fileNameFromDisposition', () => {
  test.each([
    ["attachment; filename*=UTF-8''%E6%B5%8B%E8%AF%84%E6%8A%A5%E5%91%8A.pdf", '测评报告.pdf'],
    ['attachment; filename="report.xlsx"; filename*=UTF-8\'\'%E5%A1%AB%E5%86%99.xlsx', '填写.xlsx'],
    ['attachment; filename="excel-list.xlsx"', 'excel-list.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=fallback.pdf", 'fallback.pdf'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  test('no header, no name', () => {
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});

test('a file is saved under the name the server gave it', async () => {
  serve('PK…', {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': "attachment; filename*=UTF-8''%E5%A1%AB%E5%86%99%E6%95%B0%E6%8D%AE.xlsx",
  });
  await expect(downloadFile('/web/form/exportFormFillData', { taskId: 1 })).resolves.toBe(
    '填写数据.xlsx',
  );
  expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), '填写数据.xlsx');
  expect(onError).not.toHaveBeenCalled();
});

test('a JSON error inside the blob is shown, not saved', async () => {
  serve(JSON.stringify({ code: 10404, msg: '无效的下载链接', data: null }), {
    'content-type': 'application/json',
  });
  await expect(
    downloadFile('/server-platform/web/oss/downloadFileByUrl', { url: '/x' }),
  ).rejects.toMatchObject({
    kind: 'business',
    msg: '无效的下载链接',
  });
  expect(saveAs).not.toHaveBeenCalled();
  expect(onError).toHaveBeenCalledWith('无效的下载链接');
});

test('a 10001 inside the blob logs out', async () => {
  serve(JSON.stringify({ code: 10001, msg: '登录已失效，请重新登录', data: null }), {
    'content-type': 'application/json',
  });
  await expect(fetchFile('/web/task/exportFillPerson')).rejects.toMatchObject({ kind: 'auth' });
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
});

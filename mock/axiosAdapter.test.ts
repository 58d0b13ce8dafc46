import { randomUUID } from 'node:crypto';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { createMockApp, type MockApp } from './app';
import { createMockAdapter } from './axiosAdapter';
import { canonicalString, computeSign } from './core/verify';

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Sorted, empty values dropped: what is signed is what is sent. */
function serialize(params: Record<string, unknown>): string {
  return Object.keys(params)
    .sort()
    .filter((key) => params[key] !== undefined && params[key] !== null && params[key] !== '')
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`)
    .join('&');
}

/** An axios instance over the adapter that signs like the contract says (with the mock's own canonical form). */
function client(app: MockApp, token = ''): AxiosInstance {
  const instance = axios.create({
    adapter: createMockAdapter(app),
    paramsSerializer: { serialize },
  });
  instance.interceptors.request.use((config) => {
    const timestamp = String(Date.now());
    const nonceStr = randomUUID();
    let params: Record<string, unknown> = {};
    if (config.method === 'get') params = (config.params as Record<string, unknown>) ?? {};
    else if (config.data instanceof FormData) {
      config.data.forEach((value, key) => {
        if (typeof value === 'string') params[key] = value;
      });
    } else if (config.data) params = config.data as Record<string, unknown>;
    config.headers.set('token', token);
    config.headers.set('timestamp', timestamp);
    config.headers.set('nonceStr', nonceStr);
    config.headers.set(
      'sign',
      computeSign(canonicalString(timestamp, nonceStr, params), app.config.signSuffix),
    );
    config.headers.set('Authorization', `Basic ${btoa(app.config.basicAuth)}`);
    return config;
  });
  return instance;
}

function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

async function tokenOf(username: string, password: string): Promise<string> {
  const login = await client(app).post('/web/user/login', { account: username, password });
  const identities = login.data.data.identities as Array<{ id: string }>;
  const chosen = await client(app, login.data.data.token as string).post(
    '/server-platform/web/user/chooseIdentity',
    {
      identityId: identities[0].id,
    },
  );
  return chosen.data.data.token as string;
}

test('a JSON POST and a GET with serialised params reach the handlers signed and parsed', async () => {
  const token = await tokenOf('admin01', 'Admin@123');
  const dict = await client(app, token).get('/server-platform/api/dict/getDictByCode', {
    params: { code: 'body_type', empty: '', nothing: null },
  });
  expect(dict.status).toBe(200);
  expect(dict.headers['cache-control']).toBe('no-store');
  expect(dict.data.code).toBe(0);
  expect(dict.data.data[1]).toEqual({ code: '1', name: '企业' });
});

test('a FormData upload with a File arrives as fields and files; the file comes back as a Blob', async () => {
  const bytes = Uint8Array.from(Buffer.from(PNG_BASE64, 'base64'));
  const form = new FormData();
  form.append('path', 'org');
  form.append('file', new File([bytes], '头像.png', { type: 'image/png' }));
  const uploaded = await client(app).post('/api/file/uploadFile', form);
  expect(uploaded.data.code).toBe(0);
  const url = uploaded.data.data.url as string;
  // Stored under a generated name of its detected type, not the name the client sent.
  expect(url).toMatch(/^\/files\/([0-9a-f]{32})\/\1\.png$/);

  const token = await tokenOf('admin01', 'Admin@123');
  const download = await client(app, token).get('/server-platform/web/oss/downloadFileByUrl', {
    params: { url, fileName: '测评报告.png' },
    responseType: 'blob',
  });
  expect(download.data).toBeInstanceOf(Blob);
  expect((download.data as Blob).type).toBe('image/png');
  expect(await blobBytes(download.data as Blob)).toEqual(bytes);
  expect(download.headers['content-disposition']).toContain(
    "filename*=UTF-8''%E6%B5%8B%E8%AF%84%E6%8A%A5%E5%91%8A.png",
  );
});

test('a non-2xx answer rejects like axios, with the response attached', async () => {
  const failure = await client(app)
    .get('/api/nope')
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AxiosError);
  expect((failure as AxiosError).response?.status).toBe(404);
  expect(((failure as AxiosError).response?.data as { code: number }).code).toBe(10404);
});

test('an aborted request is cancelled before it reaches the mock', async () => {
  const controller = new AbortController();
  controller.abort();
  const before = app.db.nonces.size;
  const failure = await client(app)
    .get('/__mock__/health', { signal: controller.signal })
    .catch((error: unknown) => error);
  expect(axios.isCancel(failure)).toBe(true);
  expect(app.db.nonces.size).toBe(before);
});

import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { armSessionExpiry, configureClient, get, getPage, post, request } from './client';
import { ApiError } from './errors';
import { http, serializeQuery } from './http';
import { makeSign, UNSENDABLE_TEXT_MSG } from './sign';
import { NETWORK_ERROR_MSG, PASS_THROUGH_CODES } from './types';

type Reply = (config: InternalAxiosRequestConfig) => {
  status?: number;
  data: unknown;
  contentType?: string;
};

const seen: InternalAxiosRequestConfig[] = [];
const onError = jest.fn();
const onSessionExpired = jest.fn();

/** Answers every request with `reply`, as a server would (text body, parsed by axios). */
function answerWith(reply: Reply): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status = 200, data, contentType = 'application/json' } = reply(config);
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const response = {
      // Bytes when the call asks for them (`offThread`), as the browser gives them.
      data:
        config.responseType === 'arraybuffer'
          ? (new TextEncoder().encode(text).buffer as ArrayBuffer)
          : text,
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': contentType }),
      config,
      request: {},
    };
    // Text, as the network delivers it: axios' own response transform parses the JSON.
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
}

function failWith(error: (config: InternalAxiosRequestConfig) => Error): void {
  http.defaults.adapter = async (config) => {
    seen.push(config);
    throw error(config);
  };
}

beforeEach(() => {
  seen.length = 0;
  onError.mockReset();
  onSessionExpired.mockReset();
  configureClient({ getToken: () => 'token-1', onError, onSessionExpired });
  armSessionExpiry();
});

describe('signing headers', () => {
  test('every request carries token, timestamp, a 36-character nonce, a valid sign and Basic auth', async () => {
    answerWith(() => ({ data: { code: 0, msg: '', data: null } }));
    await post('/web/user/login', { account: 'admin01', password: 'Admin@123', empty: '' });
    const headers = AxiosHeaders.from(seen[0].headers);
    expect(headers.get('token')).toBe('token-1');
    expect(String(headers.get('nonceStr'))).toHaveLength(36);
    expect(Number(headers.get('timestamp'))).toBeGreaterThan(Date.now() - 5000);
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('console:console-dev')}`);
    const expected = makeSign({
      timestamp: String(headers.get('timestamp')),
      nonceStr: String(headers.get('nonceStr')),
      params: { account: 'admin01', password: 'Admin@123' },
      suffix: 'xinli-dev-sign-suffix',
    });
    expect(headers.get('sign')).toBe(expected);
  });

  test('a call given its own token (a refused registration) sends it instead of the session’s', async () => {
    answerWith(() => ({ data: { code: 0, msg: '', data: null } }));
    await post('/server-platform/web/user/resubmitRegister', { name: 'x' }, { token: 'refused-1' });
    await post('/server-platform/api/user/save', { name: 'x' });
    const tokens = seen.map((config) => AxiosHeaders.from(config.headers).get('token'));
    expect(tokens).toEqual(['refused-1', 'token-1']);
  });

  test('two requests never share a nonce', async () => {
    answerWith(() => ({ data: { code: 0, msg: '', data: null } }));
    await Promise.all([get('/a'), get('/b')]);
    const nonces = seen.map((config) => AxiosHeaders.from(config.headers).get('nonceStr'));
    expect(new Set(nonces).size).toBe(2);
  });

  test('a POST with query parameters signs them with its body and sends them as signed', async () => {
    answerWith(() => ({ data: { code: 0, msg: '', data: null } }));
    await request({
      method: 'post',
      url: '/server-platform/web/user/sendMobileVerifiCode',
      params: { mobile: '13912345678' },
      data: { note: 'x' },
    });
    const headers = AxiosHeaders.from(seen[0].headers);
    const expected = makeSign({
      timestamp: String(headers.get('timestamp')),
      nonceStr: String(headers.get('nonceStr')),
      params: { mobile: '13912345678', note: 'x' },
      suffix: 'xinli-dev-sign-suffix',
    });
    expect(headers.get('sign')).toBe(expected);
    expect(http.getUri(seen[0])).toContain('?mobile=13912345678');
  });

  test('text with a lone surrogate is not sent: a clear message instead of a crash', async () => {
    answerWith(() => ({ data: { code: 0, msg: '', data: null } }));
    await expect(
      post('/server-platform/api/user/save', { name: '半个\ud83d' }),
    ).rejects.toMatchObject({
      kind: 'business',
      msg: UNSENDABLE_TEXT_MSG,
    });
    expect(seen).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(UNSENDABLE_TEXT_MSG);
  });

  test('a GET sends its parameters sorted with empty ones removed, exactly as signed', () => {
    expect(
      serializeQuery({ pageSize: 10, name: '', b: 'x y', a: null, pageNum: 1, c: undefined }),
    ).toBe('b=x%20y&pageNum=1&pageSize=10');
  });
});

/**
 * Shell spec §8, written out: "-1, 0, 11007, 10301, 10302, 1066, 10800, 10102, 10104, 10103,
 * 11000-11008, 40001-40003, 50001, 10911, 10002, 10203, 10101, 10300, 10112" (11007 is in the range).
 */
const SPEC_PASS_THROUGH = [
  -1, 0, 10301, 10302, 1066, 10800, 10102, 10104, 10103, 11000, 11001, 11002, 11003, 11004, 11005,
  11006, 11007, 11008, 40001, 40002, 40003, 50001, 10911, 10002, 10203, 10101, 10300, 10112,
];

describe('the success whitelist (shell spec §8)', () => {
  test("is exactly the spec's list", () => {
    expect([...PASS_THROUGH_CODES].sort((a, b) => a - b)).toEqual(
      [...SPEC_PASS_THROUGH].sort((a, b) => a - b),
    );
  });

  test.each(SPEC_PASS_THROUGH)('code %p passes through to the caller', async (code) => {
    answerWith(() => ({ data: { code, msg: 'm', data: { x: 1 } } }));
    await expect(request({ url: '/x' })).resolves.toEqual({ code, msg: 'm', data: { x: 1 } });
    expect(onError).not.toHaveBeenCalled();
  });

  test.each([10400, 10003, 500, 1])(
    'code %p rejects and its msg is the error toast',
    async (code) => {
      answerWith(() => ({ data: { code, msg: '名称不能为空', data: null } }));
      await expect(request({ url: '/x' })).rejects.toMatchObject({
        kind: 'business',
        code,
        msg: '名称不能为空',
      });
      expect(onError).toHaveBeenCalledWith('名称不能为空');
    },
  );

  test('暂未开通公共服务 rejects silently', async () => {
    answerWith(() => ({ data: { code: 10400, msg: '暂未开通公共服务', data: null } }));
    await expect(get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  test('a silent call shows nothing itself', async () => {
    answerWith(() => ({ data: { code: 10400, msg: '失败', data: null } }));
    await expect(get('/x', {}, { silent: true })).rejects.toMatchObject({ msg: '失败' });
    expect(onError).not.toHaveBeenCalled();
  });

  test('get and post answer data only for code 0', async () => {
    answerWith(() => ({ data: { code: 11007, msg: '已处理', data: 1 } }));
    await expect(get('/x')).rejects.toMatchObject({ code: 11007 });
    answerWith(() => ({ data: { code: '0', msg: '', data: { rows: [], total: 0 } } }));
    await expect(get('/x')).resolves.toEqual({ rows: [], total: 0 });
  });
});

describe('10001', () => {
  test('ten requests that get 10001 at once log out exactly once', async () => {
    answerWith(() => ({ data: { code: 10001, msg: '登录已失效，请重新登录', data: null } }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => get(`/x/${i}`)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(onError).not.toHaveBeenCalled();
  });

  test('after the next login a 10001 logs out again', async () => {
    answerWith(() => ({ data: { code: 10001, msg: '登录已失效，请重新登录', data: null } }));
    await get('/x').catch(() => undefined);
    armSessionExpiry();
    await get('/x').catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });
});

describe('failures with no usable message show 网络异常，请稍后再试', () => {
  test.each<[string, Reply]>([
    [
      'an HTML error page',
      () => ({
        status: 502,
        data: '<html><body>Bad Gateway</body></html>',
        contentType: 'text/html',
      }),
    ],
    [
      'an HTML page with status 200',
      () => ({ data: '<!doctype html><html></html>', contentType: 'text/html' }),
    ],
    ['malformed JSON', () => ({ data: '{"code": 0, "msg": ' })],
    ['an answer without code', () => ({ data: { msg: 'ok', data: [] } })],
  ])('%s', async (_name, reply) => {
    answerWith(reply);
    await expect(post('/x', {})).rejects.toMatchObject({ kind: 'network', msg: NETWORK_ERROR_MSG });
    expect(onError).toHaveBeenCalledWith(NETWORK_ERROR_MSG);
  });

  test('a timeout', async () => {
    failWith((config) => new AxiosError('timeout of 15000ms exceeded', 'ETIMEDOUT', config));
    await expect(post('/x', {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(onError).toHaveBeenCalledWith(NETWORK_ERROR_MSG);
  });

  test('an error status that still carries {code, msg} shows that msg', async () => {
    answerWith(() => ({ status: 500, data: { code: 500, msg: '服务器内部错误', data: null } }));
    await expect(post('/x', {})).rejects.toMatchObject({ msg: '服务器内部错误' });
    expect(onError).toHaveBeenCalledWith('服务器内部错误');
  });
});

describe('retries', () => {
  test('a POST that failed on the network is never sent again', async () => {
    failWith((config) => new AxiosError('Network Error', 'ERR_NETWORK', config));
    await expect(post('/x', { a: 1 })).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(1);
  });

  test('a GET is retried twice, each time freshly signed', async () => {
    failWith((config) => new AxiosError('Network Error', 'ERR_NETWORK', config));
    await expect(get('/x')).rejects.toMatchObject({ kind: 'network', msg: NETWORK_ERROR_MSG });
    expect(seen).toHaveLength(3);
    const nonces = seen.map((config) => AxiosHeaders.from(config.headers).get('nonceStr'));
    expect(new Set(nonces).size).toBe(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  test('a GET that fails for a business reason is not retried', async () => {
    answerWith(() => ({ data: { code: 10404, msg: '记录不存在', data: null } }));
    await expect(get('/x')).rejects.toMatchObject({ code: 10404 });
    expect(seen).toHaveLength(1);
  });
});

describe('paged lists', () => {
  test('getPage sends pageNum and pageSize and answers rows and total', async () => {
    answerWith(() => ({ data: { code: 0, msg: '', data: { rows: [{ id: 1 }], total: 31 } } }));
    await expect(
      getPage<{ id: number }>('/api/task/page', { pageNum: 2, pageSize: 10, name: '' }),
    ).resolves.toEqual({
      rows: [{ id: 1 }],
      total: 31,
    });
    expect(seen[0].params).toEqual({ pageNum: 2, pageSize: 10, name: '' });
    expect(serializeQuery(seen[0].params as Record<string, unknown>)).toBe('pageNum=2&pageSize=10');
  });

  test.each([null, { rows: null, total: 1 }, { rows: [], total: '3x' }, []])(
    'a malformed list answer %p shows 网络异常，请稍后再试',
    async (data) => {
      answerWith(() => ({ data: { code: 0, msg: '', data } }));
      await expect(getPage('/api/task/page', { pageNum: 1, pageSize: 10 })).rejects.toMatchObject({
        msg: NETWORK_ERROR_MSG,
      });
      expect(onError).toHaveBeenCalledWith(NETWORK_ERROR_MSG);
    },
  );
});

describe('an answer of megabytes, read as bytes and parsed off the main thread (offThread)', () => {
  test('a page comes back whole, every row in order', async () => {
    const rows = Array.from({ length: 1_234 }, (_, i) => ({ id: i, name: `来访者${i}` }));
    answerWith(() => ({ data: { code: 0, msg: '', data: { rows, total: 1_234 } } }));
    const page = await getPage('/list', { pageNum: 1, pageSize: 10_000 }, { offThread: true });
    expect(seen[0].responseType).toBe('arraybuffer');
    expect(page).toEqual({ rows, total: 1_234 });
  });

  test('bytes that are not JSON show 网络异常，请稍后再试', async () => {
    answerWith(() => ({ data: '<html>维护中</html>', contentType: 'text/html' }));
    await expect(get('/x', {}, { offThread: true })).rejects.toMatchObject({
      msg: NETWORK_ERROR_MSG,
    });
    expect(onError).toHaveBeenCalledWith(NETWORK_ERROR_MSG);
  });

  test('an error status whose bytes carry {code, msg} shows that msg', async () => {
    answerWith(() => ({ status: 500, data: { code: 500, msg: '服务器内部错误', data: null } }));
    await expect(get('/x', {}, { offThread: true })).rejects.toMatchObject({
      msg: '服务器内部错误',
    });
  });
});

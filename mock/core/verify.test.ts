import { Buffer } from 'node:buffer';
import vectors from '../../src/shared/request/sign-vectors.json';
import { createMockApp } from '../app';
import { createDb } from '../db';
import { emptyRequest } from './http';
import { ApiFailure } from './errors';
import { envelopeOf, signedRequest, type SignedInit } from '../testing';
import {
  DEFAULT_BASIC_AUTH,
  DEFAULT_SIGN_SUFFIX,
  canonicalString,
  computeSign,
  verifyRequest,
  type VerifyConfig,
} from './verify';

const NOW = Date.UTC(2025, 6, 1, 2, 0, 0);
const CONFIG: VerifyConfig = { signSuffix: DEFAULT_SIGN_SUFFIX, basicAuth: DEFAULT_BASIC_AUTH };

interface Vector {
  name: string;
  timestamp: string;
  nonceStr: string;
  suffix: string;
  /** A POST's query, signed with its body fields (`params`). */
  query?: Record<string, string>;
  params: Record<string, unknown>;
  canonical: string;
  sign: string;
}

const VECTORS = vectors as Vector[];

/** The code verification refuses a request with, or 0 when it passes. */
function verdict(
  req: ReturnType<typeof signedRequest>,
  db = createDb(),
  options: Partial<{ now: number; isPublic: boolean; config: VerifyConfig }> = {},
): number {
  try {
    verifyRequest(req, db, { now: NOW, isPublic: true, config: CONFIG, ...options });
    return 0;
  } catch (error) {
    if (error instanceof ApiFailure) return error.code;
    throw error;
  }
}

const login: SignedInit = {
  method: 'POST',
  path: '/web/user/login',
  body: { account: 'admin01', password: 'Admin@123' },
};

describe('sign vectors', () => {
  test('there are at least 10 of them', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(10);
  });

  test.each(VECTORS.map((vector) => [vector.name, vector] as const))(
    '%s: canonical string and sign',
    (_name, vector) => {
      const canonical = canonicalString(vector.timestamp, vector.nonceStr, {
        ...vector.query,
        ...vector.params,
      });
      expect(canonical).toBe(vector.canonical);
      expect(computeSign(canonical, vector.suffix)).toBe(vector.sign);
    },
  );

  test('every value is percent-encoded as encodeURIComponent does, whether or not it needs it', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    const values = [...ascii, ascii.join(''), "AZaz09-_.!~*'()", 'x'.repeat(4096), '字', '😀'];
    for (const value of values)
      expect(canonicalString('1', 'n', { v: value })).toBe(
        `timestamp=1&nonceStr=n&v=${encodeURIComponent(value)}`,
      );
  });

  test.each(VECTORS.map((vector) => [vector.name, vector] as const))(
    '%s: a POST with these fields and this sign passes',
    (_name, vector) => {
      const req = emptyRequest('POST', '/web/user/login');
      req.query = { ...vector.query };
      req.body = JSON.parse(JSON.stringify(vector.params)) as unknown;
      req.headers = {
        token: '',
        timestamp: vector.timestamp,
        noncestr: vector.nonceStr,
        sign: vector.sign,
        authorization: `Basic ${Buffer.from(DEFAULT_BASIC_AUTH).toString('base64')}`,
      };
      const config = { ...CONFIG, signSuffix: vector.suffix };
      expect(verdict(req, createDb(), { now: Number(vector.timestamp), config })).toBe(0);
    },
  );

  test('a GET signs its query exactly as received', () => {
    const vector = VECTORS.find(
      (candidate) => candidate.name === 'reserved characters in keys and values',
    );
    if (!vector) throw new Error('vector missing');
    const req = emptyRequest('GET', '/server-platform/api/dict/getDictByCode');
    req.query = vector.params as Record<string, string>;
    req.headers = {
      token: '',
      timestamp: vector.timestamp,
      noncestr: vector.nonceStr,
      sign: vector.sign,
      authorization: `Basic ${Buffer.from(DEFAULT_BASIC_AUTH).toString('base64')}`,
    };
    expect(verdict(req, createDb(), { now: Number(vector.timestamp) })).toBe(0);
  });

  test('multipart fields are signed, files are not', () => {
    const req = signedRequest(
      { method: 'POST', path: '/api/file/uploadFile', fields: { path: 'org' } },
      { now: NOW },
    );
    req.files = [{ field: 'file', name: 'a.png', type: 'image/png', data: Buffer.from('x') }];
    expect(verdict(req)).toBe(0);
    req.fields = { path: 'eval_form' };
    expect(verdict(req)).toBe(10022);
  });
});

describe('checks, in order', () => {
  const signed = (init: Partial<SignedInit> = {}) =>
    signedRequest({ ...login, ...init }, { now: NOW });

  test('a correctly signed request passes', () => {
    expect(verdict(signed())).toBe(0);
  });

  test.each(['timestamp', 'noncestr', 'sign', 'authorization', 'token'])(
    'missing %s → 10020',
    (header) => {
      expect(verdict(signed({ headers: { [header]: undefined } }))).toBe(10020);
    },
  );

  test('an empty token header is enough on a public call; an empty sign is not', () => {
    expect(verdict(signed({ token: '' }))).toBe(0);
    expect(verdict(signed({ headers: { sign: '' } }))).toBe(10020);
  });

  test('wrong Basic credentials → 10024, before the timestamp is looked at', () => {
    const other = `Basic ${Buffer.from('console:wrong').toString('base64')}`;
    expect(verdict(signed({ headers: { authorization: other } }))).toBe(10024);
    expect(verdict(signed({ timestamp: 'x', headers: { authorization: other } }))).toBe(10024);
    expect(verdict(signed({ headers: { authorization: `Bearer ${DEFAULT_BASIC_AUTH}` } }))).toBe(
      10024,
    );
  });

  test('a timestamp that is not a number, or more than 5 minutes away → 10021, before the sign', () => {
    expect(verdict(signed({ timestamp: 'yesterday' }))).toBe(10021);
    expect(verdict(signed({ timestamp: NOW - 5 * 60 * 1000 - 1 }))).toBe(10021);
    expect(verdict(signed({ timestamp: NOW + 5 * 60 * 1000 + 1 }))).toBe(10021);
    expect(verdict(signed({ timestamp: NOW - 5 * 60 * 1000 }))).toBe(0);
    expect(verdict(signed({ timestamp: NOW - 6 * 60 * 1000, headers: { sign: 'BAD' } }))).toBe(
      10021,
    );
  });

  test('a sign that does not match → 10022: tampered body, other suffix, lower case', () => {
    const req = signed();
    req.body = { account: 'pending01', password: 'Admin@123' };
    expect(verdict(req)).toBe(10022);
    expect(verdict(signed(), createDb(), { config: { ...CONFIG, signSuffix: 'other' } })).toBe(
      10022,
    );
    const lower = signed();
    lower.headers.sign = lower.headers.sign.toLowerCase();
    expect(verdict(lower)).toBe(10022);
  });

  test('a replayed nonce → 10023, within 10 minutes only; the sign is checked first', () => {
    const db = createDb();
    const req = signed({ nonceStr: 'nonce-1' });
    expect(verdict(req, db)).toBe(0);
    expect(verdict(req, db)).toBe(10023);
    expect(
      verdict(signed({ nonceStr: 'nonce-1', timestamp: NOW + 60_000 }), db, { now: NOW + 60_000 }),
    ).toBe(10023);
    const tampered = signed({ nonceStr: 'nonce-1' });
    tampered.body = { account: 'x', password: 'y' };
    expect(verdict(tampered, db)).toBe(10022);
    const later = NOW + 10 * 60 * 1000 + 1;
    expect(verdict(signed({ nonceStr: 'nonce-1', timestamp: later }), db, { now: later })).toBe(0);
  });

  test('a missing or unknown token on a non-public call → 10001, after the nonce', () => {
    const db = createDb();
    expect(verdict(signed({ nonceStr: 'n-1' }), db, { isPublic: false })).toBe(10001);
    expect(
      verdict(signed({ nonceStr: 'n-2', token: 'not-a-token' }), db, { isPublic: false }),
    ).toBe(10001);
  });
});

describe('a refused request changes nothing', () => {
  test('its nonce stays unused and no session or log appears', async () => {
    const app = createMockApp({ now: () => NOW });
    const logsBefore = app.db.operationLogs.length;
    const refusals: Array<Partial<SignedInit>> = [
      { headers: { sign: undefined } },
      { headers: { authorization: 'Basic eA==' } },
      { timestamp: NOW - 10 * 60 * 1000 },
      { headers: { sign: 'F'.repeat(64) } },
    ];
    for (const refusal of refusals) {
      const answer = envelopeOf(
        await app.handle(signedRequest({ ...login, nonceStr: 'same', ...refusal }, { now: NOW })),
      );
      expect(answer.code).not.toBe(0);
    }
    const unknownToken = signedRequest(
      { method: 'POST', path: '/server-platform/api/user/logout', token: 'gone', nonceStr: 'same' },
      { now: NOW },
    );
    expect(envelopeOf(await app.handle(unknownToken)).code).toBe(10001);
    expect(app.db.nonces.size).toBe(0);
    expect(app.db.sessions.size).toBe(0);
    expect(app.db.operationLogs.length).toBe(logsBefore);
    // The nonce was never spent, so the genuine request still goes through.
    const genuine = envelopeOf(
      await app.handle(signedRequest({ ...login, nonceStr: 'same' }, { now: NOW })),
    );
    expect(genuine.code).toBe(0);
  });

  test('each refusal answers its Chinese message with HTTP 200 and no-store', async () => {
    const app = createMockApp({ now: () => NOW });
    const response = await app.handle(
      signedRequest({ ...login, headers: { sign: undefined } }, { now: NOW }),
    );
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelopeOf(response)).toEqual({ code: 10020, msg: '请求头不完整', data: null });
  });
});

import vectors from './sign-vectors.json';
import { ApiError } from './errors';
import {
  UNSENDABLE_TEXT_MSG,
  canonicalString,
  makeNonce,
  makeSign,
  postParams,
  type SignParams,
} from './sign';

interface Vector {
  name: string;
  timestamp: string;
  nonceStr: string;
  suffix: string;
  /** A POST's query, signed with its body fields (`params`). */
  query?: SignParams;
  params: SignParams;
  canonical: string;
  sign: string;
}

// The same vectors are checked by the mock with Node's crypto (mock/core/verify.test.ts).
describe.each((vectors as Vector[]).map((vector) => [vector.name, vector] as const))(
  'sign vector %s',
  (_name, vector) => {
    const params = vector.query ? postParams(vector.query, vector.params) : vector.params;
    test('canonical string', () => {
      expect(canonicalString(vector.timestamp, vector.nonceStr, params)).toBe(vector.canonical);
    });
    test('sign (crypto-js)', () => {
      expect(makeSign({ ...vector, params })).toBe(vector.sign);
    });
  },
);

test('a different suffix gives a different sign', () => {
  const [first] = vectors as Vector[];
  expect(makeSign({ ...first, suffix: `${first.suffix}x` })).not.toBe(first.sign);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('the nonce is a 36-character UUID, fresh each time', () => {
  const a = makeNonce();
  expect(a).toHaveLength(36);
  expect(a).toMatch(UUID);
  expect(makeNonce()).not.toBe(a);
});

test('without randomUUID (plain http on a LAN address) the fallback is a UUID too', () => {
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const nonce = makeNonce();
    expect(nonce).toHaveLength(36);
    expect(nonce).toMatch(UUID);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
  }
});

test('a POST signs its query with its body; a key in both is refused', () => {
  expect(postParams({ mobile: '1' }, { name: 'a' })).toEqual({ mobile: '1', name: 'a' });
  expect(() => postParams({ id: 'B' }, { id: 'A' })).toThrow(
    '"id" is both in the query and the body',
  );
});

test.each([
  ['a lone high surrogate', { name: 'a\ud800' }],
  ['a lone low surrogate in a key', { '\udc00': 'x' }],
  ['a lone surrogate nested in a list', { list: [{ name: '\udbff' }] }],
])('%s: refused with a clear message, not a URIError', (_name, params) => {
  const sign = () => makeSign({ timestamp: '1', nonceStr: 'n', params, suffix: 's' });
  expect(sign).toThrow(ApiError);
  expect(sign).toThrow(UNSENDABLE_TEXT_MSG);
});

test('a whole emoji (a surrogate pair) is signed as usual', () => {
  expect(canonicalString('1', 'n', { name: '😀' })).toBe(
    'timestamp=1&nonceStr=n&name=%F0%9F%98%80',
  );
});

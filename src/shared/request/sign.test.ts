import vectors from './sign-vectors.json';
import { canonicalString, makeNonce, makeSign, type SignParams } from './sign';

interface Vector {
  name: string;
  timestamp: string;
  nonceStr: string;
  suffix: string;
  params: SignParams;
  canonical: string;
  sign: string;
}

// The same vectors are checked by the mock with Node's crypto (mock/verify.test.ts).
describe.each((vectors as Vector[]).map((vector) => [vector.name, vector] as const))(
  'sign vector %s',
  (_name, vector) => {
    test('canonical string', () => {
      expect(canonicalString(vector.timestamp, vector.nonceStr, vector.params)).toBe(
        vector.canonical,
      );
    });
    test('sign (crypto-js)', () => {
      expect(makeSign({ ...vector })).toBe(vector.sign);
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

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import axios from 'axios';
import { createMockAdapter } from '../axiosAdapter';
import { createMockApp } from '../app';
import { BODY_LIMITS, checkJsonShape } from './bodyShape';
import { startMockServer, type RunningMockServer } from '../server';
import { signedRequest, type Envelope } from '../testing';
import { OPTIONS_MAX, QUESTIONS_MAX } from '../../src/shared/forms/templateRules';

// Express schedules with setImmediate, which the jsdom environment leaves out.
globalThis.setImmediate ??= nodeSetImmediate;

const TOO_DEEP = { code: 10400, msg: '请求内容层级过深', data: null };
const TOO_WIDE = { code: 10400, msg: '请求内容字段过多', data: null };
const SAVE_TAG = '/api/tag/save';

/** `levels` nested arrays inside a field: `{"a":[[…]]}`. */
const nested = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
/** An object of `count` keys. */
const wide = (count: number) =>
  `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;

let root: string;
let server: RunningMockServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'mock-body-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  server = await startMockServer({ port: 0, distDir: root });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** Posts raw JSON text over HTTP with every signing header (signed for an empty body). */
async function post(text: string): Promise<{ status: number; envelope: Envelope }> {
  const { headers } = signedRequest({ method: 'POST', path: SAVE_TAG, body: {} });
  const answer = await fetch(new URL(SAVE_TAG, server.url), {
    method: 'POST',
    headers,
    body: text,
  });
  return { status: answer.status, envelope: (await answer.json()) as Envelope };
}

describe('the real server refuses a malformed body before parsing it', () => {
  test('5,000 levels deep (10 KB): 10400, not a 500 from the signing', async () => {
    const text = nested(5000);
    expect(text.length).toBeLessThan(10_100);
    expect(await post(text)).toEqual({ status: 200, envelope: TOO_DEEP });
  });

  test('200,000 keys: 10400 before it is parsed and signed', async () => {
    expect(await post(wide(200_000))).toEqual({ status: 200, envelope: TOO_WIDE });
  });

  test('up to the limits a body goes on to the usual checks (here the sign)', async () => {
    const signFailure = { code: 10022, msg: '签名校验失败', data: null };
    expect((await post(nested(BODY_LIMITS.depth - 1))).envelope).toEqual(signFailure);
    expect((await post(nested(BODY_LIMITS.depth))).envelope).toEqual(TOO_DEEP);
    expect((await post(wide(BODY_LIMITS.keys))).envelope).toEqual(signFailure);
    expect((await post(wide(BODY_LIMITS.keys + 1))).envelope).toEqual(TOO_WIDE);
  });
});

test('the Jest transport refuses the same bodies', async () => {
  const http = axios.create({ adapter: createMockAdapter(createMockApp()) });
  const send = async (text: string) =>
    (await http.post<Envelope>(SAVE_TAG, text, { headers: { 'content-type': 'application/json' } }))
      .data;
  expect(await send(nested(5000))).toEqual(TOO_DEEP);
  expect(await send(wide(BODY_LIMITS.keys + 1))).toEqual(TOO_WIDE);
});

describe('checkJsonShape', () => {
  test('counts neither brackets nor colons inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '[[[[{{{{:::: \\" "[[[' + ':'.repeat(BODY_LIMITS.keys + 1) });
    expect(() => checkJsonShape(text)).not.toThrow();
  });

  test('the largest body the console sends is far inside the limits', () => {
    // A form template at its maxima: 200 questions of 20 options, every optional field present.
    const option = { option: '选项', score: 1 };
    const question = {
      code: 'Q1',
      questionContent: '题目',
      remark: '备注',
      isMust: 1,
      questionType: 1,
      optionList: Array.from({ length: OPTIONS_MAX }, () => option),
      selMin: 1,
      selMax: 2,
      childList: [],
    };
    const group = { ...question, optionList: [], childList: [question] };
    const template = {
      kind: 0,
      name: '表单',
      questionList: Array.from({ length: QUESTIONS_MAX }, () => group),
    };
    const text = JSON.stringify(template);
    expect(() => checkJsonShape(text)).not.toThrow();
    expect(text.split(':').length - 1).toBeLessThan(BODY_LIMITS.keys * 0.6);
  });
});

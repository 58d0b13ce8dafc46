/** The router's validation of declared calls: refusals name the field, input arrives parsed, nothing else reaches the state. */
import { isCalendarDate } from '../../src/shared/contract/schemas';
import { createMockApp, type MockApp } from '../app';
import { call, loginAs, type SignedInit } from '../testing';

let app: MockApp;
let token: string;
beforeAll(async () => {
  app = createMockApp();
  token = (await loginAs(app, 'admin01')).token;
});

const as = (init: SignedInit) => call<{ id: string } | null>(app, { ...init, token });
const post = (path: string, body: unknown) => as({ method: 'POST', path, body });
const tags = () => [...app.db.scaleArea.tags.values()];

test('a refusal is 10400 with the spec message, naming the field', async () => {
  expect(await post('/api/tag/save', { intro: '简介' })).toEqual({
    code: 10400,
    msg: '标签名称不能为空',
    data: null,
  });
  expect(await post('/api/tag/save', { name: '标签', intro: 'x'.repeat(101) })).toMatchObject({
    code: 10400,
    msg: '标签简介最大输入长度100',
  });
  expect(await post('/api/tag/save', { name: 12, intro: '简介' })).toMatchObject({
    msg: '标签名称格式不正确',
  });
  expect(
    await post('/api/tag/distributeTag', { module: 'eval_form', tagIdList: [], orgIdList: ['1'] }),
  ).toMatchObject({ code: 10400, msg: '请选择标签' });
  expect(await post('/api/tag/TagReClass', { tagId: '1', classIdList: ['1', 'x'] })).toMatchObject({
    code: 10400,
    msg: '分类格式不正确',
  });
  expect(await as({ path: '/api/tag/page', query: { module: 'other' } })).toMatchObject({
    code: 10400,
    msg: '模块参数不正确',
  });
  expect(await as({ path: '/api/tag/page', query: { pageNum: 'abc' } })).toMatchObject({
    code: 10400,
    msg: '页码必须为整数',
  });
  expect(
    await post('/api/formRecommend/save', {
      formId: '1',
      beginShowDate: '2030-02-01',
      endShowDate: '2030-01-01',
      status: 1,
      priority: 0,
    }),
  ).toMatchObject({ code: 10400, msg: '开始日期不能晚于结束日期' });
  expect(await as({ method: 'POST', path: '/api/tag/save' })).toMatchObject({
    code: 10400,
    msg: '请求参数不能为空',
  });
});

test('the handler gets the parsed body: trimmed, unknown fields dropped', async () => {
  const answer = await post('/api/tag/save', {
    name: '  契约标签 ',
    intro: '简介',
    type: 2,
    orgId: '1',
    createTime: '2000-01-01 00:00:00',
  });
  expect(answer.code).toBe(0);
  const row = app.db.scaleArea.tags.get(answer.data?.id ?? '');
  expect(row).toMatchObject({ name: '契约标签', type: 0 });
  expect(row?.orgId).not.toBe('1');
  expect(row?.createTime).not.toBe('2000-01-01 00:00:00');
});

test('prototype keys are refused anywhere in the input and never reach the state', async () => {
  const before = tags().length;
  const polluted = JSON.parse('{"name":"原型","intro":"x","__proto__":{"polluted":1}}') as unknown;
  expect(await post('/api/tag/save', polluted)).toMatchObject({
    code: 10400,
    msg: '请求参数不能包含字段__proto__',
  });
  expect(
    await post('/api/tag/save', { name: '原型', intro: 'x', constructor: { prototype: { a: 1 } } }),
  ).toMatchObject({ code: 10400, msg: '请求参数不能包含字段constructor' });
  expect(await as({ path: '/api/tag/detail', query: { id: '1', prototype: 'x' } })).toMatchObject({
    code: 10400,
    msg: '请求参数不能包含字段prototype',
  });
  expect(tags()).toHaveLength(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('the routes not yet declared keep working through get/post', async () => {
  expect(await as({ path: '/api/form/page', query: { status: '1', pageSize: '1' } })).toMatchObject(
    {
      code: 0,
    },
  );
});

test('a date must be a day of the calendar, not only of its shape', () => {
  expect(isCalendarDate('2026-02-28')).toBe(true);
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2026-02-30')).toBe(false);
  expect(isCalendarDate('2026-13-45')).toBe(false);
  expect(isCalendarDate('2026-2-3')).toBe(false);
});

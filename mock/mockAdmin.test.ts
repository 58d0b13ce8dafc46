import { createMockApp, type MockApp } from './app';
import { emptyRequest, type MockRequest } from './core/http';
import { envelopeOf, loginAs } from './testing';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

function helper(path: string, headers: Record<string, string>, method = 'POST'): MockRequest {
  const req = emptyRequest(method, path);
  req.headers = headers;
  return req;
}

const REFUSED = { code: 10403, msg: '仅限本机同源访问', data: null };

test.each([
  ['a cross-origin page', { host: '127.0.0.1:8000', origin: 'https://evil.example' }],
  ['a cross-site fetch', { host: '127.0.0.1:8000', 'sec-fetch-site': 'cross-site' }],
  ['a rebound DNS name', { host: 'evil.example:8000' }],
  [
    'another origin on the same host name',
    { host: '127.0.0.1:8000', origin: 'http://127.0.0.1:9999' },
  ],
  ['a LAN address', { host: '192.168.1.20:8000' }],
])('%s cannot reset the mock: 403, nothing reset', async (_name, headers) => {
  const { token } = await loginAs(app, 'admin01');
  const answer = await app.handle(helper('/__mock__/reset', headers));
  expect(answer.status).toBe(403);
  expect(envelopeOf(answer)).toEqual(REFUSED);
  expect(app.db.sessions.has(token)).toBe(true);
  const outbox = await app.handle(helper('/__mock__/outbox', headers, 'GET'));
  expect(outbox.status).toBe(403);
});

test.each([
  ['node (no Origin), 127.0.0.1', { host: '127.0.0.1:8000' }],
  ['localhost', { host: 'localhost:8000' }],
  ['IPv6 loopback', { host: '[::1]:8000' }],
  [
    'the page itself',
    { host: '127.0.0.1:8000', origin: 'http://127.0.0.1:8000', 'sec-fetch-site': 'same-origin' },
  ],
])('%s may reset the mock', async (_name, headers) => {
  const { token } = await loginAs(app, 'admin01');
  const answer = await app.handle(helper('/__mock__/reset', headers));
  expect(answer.status).toBe(200);
  expect(app.db.sessions.has(token)).toBe(false);
});

test('visitor-history makes a visitor of the main organisation with the sessions and results asked for, and refuses a size out of range', async () => {
  const ask = (query: string) => {
    const req = helper(`/__mock__/visitor-history`, { host: '127.0.0.1:8000' });
    req.query = Object.fromEntries(new URLSearchParams(query));
    return app.handle(req);
  };
  const answer = envelopeOf(await ask('sessions=30&results=60')) as { data: { id: string } };
  const t = app.db.counselling.tables;
  const visitor = t.cusUsers.get(answer.data.id);
  expect(visitor?.orgId).toBe(app.db.qaOrgs.comprehensive);
  const orders = [...t.orders.values()].filter((order) => order.cusUserId === answer.data.id);
  expect(orders).toHaveLength(30);
  expect(orders.every((order) => order.status === 3 && order.isBreakContract === 0)).toBe(true);
  expect(t.measureResults.filter((row) => row.cusUserId === answer.data.id)).toHaveLength(60);
  expect(envelopeOf(await ask('sessions=0'))).toMatchObject({ code: 10400 });
  expect(envelopeOf(await ask('sessions=30&results=500'))).toMatchObject({ code: 10400 });
});

test('calendar-week fills next week of 20 counsellors to 400 待咨询 orders, each holding its slot, and refuses a size out of range', async () => {
  const ask = (query: string) => {
    const req = helper(`/__mock__/calendar-week`, { host: '127.0.0.1:8000' });
    req.query = Object.fromEntries(new URLSearchParams(query));
    return app.handle(req);
  };
  const answer = envelopeOf(await ask('experts=20&orders=400')) as {
    data: { monday: string; orders: number };
  };
  expect(answer.data.orders).toBe(400);
  expect(new Date(`${answer.data.monday}T00:00:00Z`).getUTCDay()).toBe(1);
  const t = app.db.counselling.tables;
  const sunday = new Date(Date.parse(`${answer.data.monday}T00:00:00Z`) + 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const week = [...t.orders.values()].filter(
    (order) =>
      order.orgId === app.db.qaOrgs.comprehensive &&
      order.appointDate >= answer.data.monday &&
      order.appointDate <= sunday &&
      order.remark === '基准测试数据',
  );
  expect(new Set(week.map((order) => order.expertId)).size).toBe(20);
  expect(new Set(week.map((order) => order.appointDate)).size).toBeGreaterThanOrEqual(5);
  for (const order of week) {
    expect(order.status).toBe(1);
    expect(t.slots.get(`${order.expertId}|${order.appointDate}|${order.bucketId}`)).toBe(order.id);
  }
  expect(envelopeOf(await ask('experts=0'))).toMatchObject({ code: 10400 });
  expect(envelopeOf(await ask('orders=5000'))).toMatchObject({ code: 10400 });
});

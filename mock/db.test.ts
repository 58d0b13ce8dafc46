import { Buffer } from 'node:buffer';
import { createMockApp } from './app';
import { loginAs, call } from './testing';
import { QA_ACCOUNTS } from './login/accounts';
import { createDb, resetDb, type Db } from './db';

/** The data of a db as plain JSON, tables in order. */
function snapshot(db: Db): string {
  return JSON.stringify(db, (_key, value: unknown) => {
    if (value instanceof Map) return [...value.entries()];
    if (Buffer.isBuffer(value)) return value.toString('base64');
    return value;
  });
}

test('the same seed gives the same data; another seed other data', () => {
  const seeded = snapshot(createDb());
  const seven = snapshot(createDb(7));
  expect(snapshot(createDb())).toBe(seeded);
  expect(snapshot(createDb(7))).toBe(seven);
  expect(seven).not.toBe(seeded);
});

test('reset restores the seeded state in place, after changes and sessions', async () => {
  const app = createMockApp();
  const db = app.db;
  // The seed is dated by the clock (banners, counselling): the pristine store is the one of the app's day.
  const pristine = snapshot(createDb(db.seed, app.now()));
  const { token, user } = await loginAs(app, 'operator01');
  await call(app, {
    method: 'POST',
    path: '/web/user/updatePwd',
    token,
    body: { id: user.id, oldPwd: 'Oper@1234', password: 'Changed123' },
  });
  db.orgs.clear();
  expect(snapshot(db)).not.toBe(pristine);

  app.reset();
  expect(app.db).toBe(db);
  expect(snapshot(db)).toBe(pristine);
  expect(db.sessions.size).toBe(0);
  expect(db.nonces.size).toBe(0);
  expect((await call(app, { path: '/api/user/getUserInfo', token })).code).toBe(10001);
  expect((await loginAs(app, 'operator01')).token).toBeTruthy();

  resetDb(db, db.seed, app.now());
  expect(snapshot(db)).toBe(pristine);
});

describe('organisations', () => {
  const db = createDb();
  const orgs = [...db.orgs.values()];

  test('300+ organisations in a three-level tree', () => {
    expect(orgs.length).toBeGreaterThanOrEqual(300);
    for (const org of orgs) {
      const parent = org.parentId === null ? undefined : db.orgs.get(org.parentId);
      if (org.level === 1) expect(org.parentId).toBeNull();
      else expect(parent?.level).toBe(org.level - 1);
    }
    expect(new Set(orgs.map((org) => org.level))).toEqual(new Set([1, 2, 3]));
  });

  test('every type and every status occurs; fields are well formed', () => {
    expect(new Set(orgs.map((org) => org.orgType))).toEqual(new Set([0, 1, 2]));
    expect(new Set(orgs.map((org) => org.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(orgs.map((org) => org.name)).size).toBe(orgs.length);
    for (const org of orgs) {
      expect(org.areaCode).toMatch(/^\d{6}-\d{6}-\d{6}$/);
      expect(org.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Object.keys(JSON.parse(org.themeColor) as object)).toEqual(['r', 'g', 'b']);
      expect(db.dicts.get('body_type')?.some((entry) => entry.code === org.bodyType)).toBe(true);
    }
  });
});

test('QA accounts: every one is seeded, passwords only as salted hashes', () => {
  const db = createDb();
  const accounts = [...db.accounts.values()];
  for (const qa of QA_ACCOUNTS) {
    const account = accounts.find((candidate) => candidate.username === qa.username);
    expect(account).toEqual(expect.objectContaining({ status: qa.status, userType: qa.userType }));
    expect(JSON.stringify(account)).not.toContain(qa.password);
  }
  expect(new Set(accounts.map((account) => account.passwordSalt)).size).toBe(accounts.length);
});

test('operation logs: a few dozen per QA account; body_type has at least 4 entries', () => {
  const db = createDb();
  for (const account of [...db.accounts.values()].filter((row) =>
    QA_ACCOUNTS.some((qa) => qa.username === row.username),
  )) {
    const count = db.operationLogs.filter((row) => row.userId === account.id).length;
    expect(count).toBeGreaterThanOrEqual(30);
  }
  expect(db.dicts.get('body_type')?.length).toBeGreaterThanOrEqual(4);
});

import { createMockApp } from '../app';

const readable = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

test('malformed visitorInfo (the export error) lies only in older orders: the newest 10,000 export cleanly', () => {
  const app = createMockApp();
  const newestFirst = [...app.db.counselling.tables.orders.values()]
    .filter((order) => order.orgId === app.db.qaOrgs.comprehensive)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  expect(newestFirst.length).toBeGreaterThan(10_000);
  expect(newestFirst.slice(0, 10_000).filter((order) => !readable(order.visitorInfo))).toEqual([]);
  expect(newestFirst.slice(10_000).some((order) => !readable(order.visitorInfo))).toBe(true);
});

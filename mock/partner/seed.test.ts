import { createDb } from '../db';
import { partnerPriceFor, partnerRatioFor } from './effective';

const db = createDb();
const t = db.counselling.tables;
const orders = [...t.orders.values()];

test('the seed holds 30+ partners of the main organisation, each with expert prices in cents', () => {
  const main = [...t.partners.values()].filter((row) => row.orgId === db.qaOrgs.comprehensive);
  expect(main.length).toBeGreaterThanOrEqual(30);
  expect(new Set(main.map((row) => row.status))).toEqual(new Set([1, 2, 3]));
  for (const partner of main)
    expect([...t.partnerPrices.values()].some((price) => price.partnerId === partner.id)).toBe(
      true,
    );
  for (const price of t.partnerPrices.values()) {
    expect(Number.isInteger(price.priceCents)).toBe(true);
    expect(price.priceCents).toBeGreaterThan(0);
  }
});

test("a share of the orders are a partner's, each at the partner price effective when it was created", () => {
  const mine = orders.filter((order) => order.partnerId !== '');
  expect(mine.length).toBeGreaterThan(orders.length / 10);
  expect(mine.length).toBeLessThan(orders.length / 2);
  for (const order of mine) {
    const price = partnerPriceFor(t, {
      partnerId: order.partnerId,
      expertId: order.expertId,
      consultWay: order.consultWay,
      consultType: order.consultType,
      date: order.createTime.slice(0, 10),
    });
    expect(price && price.priceCents / 100).toBe(order.amount);
    expect(t.partners.get(order.partnerId)?.orgId).toBe(order.orgId);
    expect(partnerRatioFor(db, order)).toBe(price?.settlementRatio);
  }
});

test("an order without a partner has ratio 0; without a price row the partner's own ratio applies", () => {
  const plain = orders.find((order) => order.partnerId === '');
  expect(plain && partnerRatioFor(db, plain)).toBe(0);
  const order = orders.find((row) => row.partnerId !== '');
  if (!order) throw new Error('no partner order');
  const partner = t.partners.get(order.partnerId);
  if (!partner) throw new Error('no partner');
  expect(
    partnerRatioFor(db, {
      ...order,
      consultType: order.consultType === 0 ? 1 : 0,
      expertId: 'none',
    }),
  ).toBe(partner.settlementRatio);
});

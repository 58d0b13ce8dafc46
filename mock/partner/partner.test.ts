import { PARTNER_MESSAGES as M } from '../../src/shared/counselling/partnerCodes';
import { type Partner } from './types';
import {
  API,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  scheduledExperts,
  type Kit,
} from '../counselling/testKit';
import { createDb } from '../db';
import { partnerPriceFor, partnerRatioFor } from './effective';

describe('partners and their prices', () => {
  const P = (action: string) => `/server-platform/api/partner/${action}`;

  let kit: Kit;
  beforeAll(async () => {
    kit = await counsellingKit();
  });

  const t = () => kit.app.db.counselling.tables;
  const orgId = () => kit.app.db.qaOrgs.comprehensive;
  const own = (status?: Partner['status']) =>
    [...t().partners.values()].filter(
      (row) => row.orgId === orgId() && (status === undefined || row.status === status),
    );

  const partnerBody = {
    name: '测试市第一人民医院',
    type: 1,
    contact: '王敏',
    mobile: '13912345678',
    areaCode: '440000-440300-440305',
    coopStart: '2025-01-01',
    coopEnd: '',
    settlementRatio: 20,
  };

  test('the list filters by name, type, status and area prefix, newest first, with each price count', async () => {
    const all = await kit.get<{ rows: (Partner & { priceCount: number })[]; total: number }>(
      P('page'),
      { pageNum: '1', pageSize: '100' },
    );
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(own().length);
    const first = all.data.rows[0];
    expect(first.priceCount).toBe(
      [...t().partnerPrices.values()].filter((row) => row.partnerId === first.id).length,
    );
    const province = own()[0].areaCode.slice(0, 6);
    const filtered = await kit.get<{ total: number }>(P('page'), {
      type: '1',
      status: '1',
      areaCode: province,
    });
    expect(filtered.data.total).toBe(
      own(1).filter((row) => row.type === 1 && row.areaCode.startsWith(province)).length,
    );
    const byName = await kit.get<{ total: number }>(P('page'), { name: own()[0].name });
    expect(byName.data.total).toBe(1);
  });

  test('the list sorts by 合作期 (its start), 结算比例 and 状态 over the whole list, both ways; another field is refused', async () => {
    const rows = async (sortField: string, sortOrder: string) => {
      const answer = await kit.get<{ rows: Partner[] }>(P('page'), {
        pageSize: '0',
        sortField,
        sortOrder,
      });
      expect(answer.code).toBe(0);
      return answer.data.rows;
    };
    const starts = (await rows('coopStart', 'asc')).map((row) => row.coopStart);
    expect(new Set(starts).size).toBeGreaterThan(2);
    expect(starts).toEqual([...starts].sort());
    expect((await rows('coopStart', 'desc')).map((row) => row.coopStart)).toEqual(
      [...starts].sort().reverse(),
    );
    const ratios = (await rows('settlementRatio', 'desc')).map((row) => row.settlementRatio);
    expect(new Set(ratios).size).toBeGreaterThan(1);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    const statuses = (await rows('status', 'asc')).map((row) => row.status);
    expect(new Set(statuses).size).toBeGreaterThan(1);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    const refused = await kit.get(P('page'), { sortField: 'name', sortOrder: 'asc' });
    expect([refused.code, refused.msg]).toEqual([10400, expect.stringContaining('排序字段不正确')]);
  });

  test('create starts 合作中; a taken name, an end before the start and a ratio over 100 are refused and store nothing', async () => {
    const saved = await kit.post<{ id: string }>(P('save'), partnerBody);
    expect(saved).toMatchObject({ code: 0, msg: '保存成功' });
    expect(t().partners.get(saved.data.id)).toMatchObject({ ...partnerBody, status: 1 });
    const before = kit.digest();
    for (const [body, msg] of [
      [partnerBody, M.nameTaken],
      [{ ...partnerBody, name: '另一家医院', coopEnd: '2024-12-31' }, M.endBeforeStart],
      [{ ...partnerBody, name: '另一家医院', settlementRatio: 101 }, M.ratioRange],
      [{ ...partnerBody, name: '  ' }, M.nameRequired],
      [{ ...partnerBody, name: '另一家医院', areaCode: '' }, M.areaRequired],
    ] as const) {
      const answer = await kit.post(P('save'), body);
      expect(answer.code).not.toBe(0);
      expect(answer.msg).toContain(msg);
    }
    expect(kit.digest()).toBe(before);
  });

  test('status: 合作中 ⇄ 暂停, either → 终止, and 终止 is final (no edit, no price, no status change)', async () => {
    const { id } = (
      await kit.post<{ id: string }>(P('save'), { ...partnerBody, name: '状态测试医院' })
    ).data;
    const change = (status: number) => kit.post(P('updateStatus'), { id, status });
    expect(await change(1)).toMatchObject({ code: 10409, msg: M.sameStatus });
    expect(await change(2)).toMatchObject({ code: 0, msg: '暂停成功', data: { id, status: 2 } });
    expect(await change(1)).toMatchObject({ code: 0, msg: '恢复合作成功' });
    expect(await change(3)).toMatchObject({ code: 0, msg: '终止成功' });
    expect(t().partners.get(id)).toMatchObject({ status: 3, coopEnd: '2025-06-30' });
    const before = kit.digest();
    expect(await change(1)).toMatchObject({ code: 10409, msg: M.notAllowed });
    expect(await change(2)).toMatchObject({ code: 10409, msg: M.notAllowed });
    expect(await kit.post(P('update'), { id, ...partnerBody, name: '改名' })).toMatchObject({
      code: 10409,
      msg: M.terminated,
    });
    expect(kit.digest()).toBe(before);
  });

  test('operator01 reads partners and prices but cannot write; an expert cannot read', async () => {
    const partner = own(1)[0];
    expect((await kit.get(P('page'), {}, kit.tokens.operator)).code).toBe(0);
    expect(
      (await kit.get(P('expertPrice/page'), { partnerId: partner.id }, kit.tokens.operator)).code,
    ).toBe(0);
    const before = kit.digest();
    expect(
      await kit.post(P('save'), { ...partnerBody, name: '运营新增' }, kit.tokens.operator),
    ).toMatchObject({ code: 10403 });
    expect(
      await kit.post(P('updateStatus'), { id: partner.id, status: 2 }, kit.tokens.operator),
    ).toMatchObject({ code: 10403 });
    expect((await kit.get(P('page'), {}, kit.tokens.expert)).code).toBe(10403);
    expect(kit.digest()).toBe(before);
  });

  describe('expert prices', () => {
    const priceBody = (partnerId: string, expertId: string, way: number) => ({
      partnerId,
      expertId,
      consultType: 0,
      durationMin: 50,
      prices: [{ consultWay: way, price: 288.5 }],
      settlementRatio: 18,
      effectiveFrom: '2025-06-01',
      effectiveTo: '',
    });

    test('money: positive, at most two decimals, stored in cents; overlapping prices are refused', async () => {
      const { id: partnerId } = (
        await kit.post<{ id: string }>(P('save'), { ...partnerBody, name: '价格测试医院' })
      ).data;
      const [expertId] = await scheduledExperts(kit);
      const way = kit.app.db.expertProfiles.get(expertId)?.consultWays[0] ?? 0;
      const before = kit.digest();
      for (const price of [0, -5, 12.345, '100']) {
        const answer = await kit.post(P('expertPrice/save'), {
          ...priceBody(partnerId, expertId, way),
          prices: [{ consultWay: way, price }],
        });
        expect(answer).toMatchObject({ code: 10400 });
        expect(answer.msg).toContain('请输入大于0且最多两位小数的金额');
      }
      expect(kit.digest()).toBe(before);
      const saved = await kit.post<{ ids: string[] }>(
        P('expertPrice/save'),
        priceBody(partnerId, expertId, way),
      );
      expect(saved).toMatchObject({ code: 0, msg: '保存成功' });
      expect(t().partnerPrices.get(saved.data.ids[0])).toMatchObject({ priceCents: 28850 });
      const listed = await kit.get<{ rows: { price: number; effective: boolean }[] }>(
        P('expertPrice/page'),
        { partnerId },
      );
      expect(listed.data.rows).toEqual([
        expect.objectContaining({ price: 288.5, effective: true, expertId }),
      ]);
      const again = kit.digest();
      expect(
        await kit.post(P('expertPrice/save'), {
          ...priceBody(partnerId, expertId, way),
          effectiveFrom: '2025-08-01',
        }),
      ).toMatchObject({ code: 10409, msg: M.priceOverlap });
      expect(kit.digest()).toBe(again);
    });

    test("an order made for a partner takes the partner's effective price, not the expert's own", async () => {
      const { id: partnerId } = (
        await kit.post<{ id: string }>(P('save'), { ...partnerBody, name: '下单测试医院' })
      ).data;
      const [expertId] = await scheduledExperts(kit);
      const way = kit.app.db.expertProfiles.get(expertId)?.consultWays[0] ?? 0;
      const customer = freeCustomers(kit)[5];
      const { appointDate, bucket } = await firstFreeSlot(kit, expertId, customer.id);
      const body = { ...createBody(kit, customer.id, expertId, appointDate, bucket.id), partnerId };
      const before = kit.digest();
      expect(await kit.post(API.consult('create'), body)).toMatchObject({
        code: 10409,
        msg: M.noPartnerPrice,
      });
      expect(kit.digest()).toBe(before);
      await kit.post(P('expertPrice/save'), {
        ...priceBody(partnerId, expertId, way),
        prices: [{ consultWay: way, price: 199.9 }],
      });
      const created = await kit.post<{ id: string }>(API.consult('create'), body);
      expect(created.code).toBe(0);
      expect(t().orders.get(created.data.id)).toMatchObject({ partnerId, amount: 199.9 });
      const own = kit.app.db.expertProfiles.get(expertId)?.prices[String(way)];
      expect(own).not.toBe(199.9);

      await kit.post(P('updateStatus'), { id: partnerId, status: 2 });
      const other = freeCustomers(kit)[6];
      const slot = await firstFreeSlot(kit, expertId, other.id);
      const paused = await kit.post(API.consult('create'), {
        ...createBody(kit, other.id, expertId, slot.appointDate, slot.bucket.id),
        partnerId,
      });
      expect(paused).toMatchObject({ code: 10409, msg: M.partnerNotActive });
    });
  });
});

describe('the seeded partners', () => {
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
});

import { addDays } from '../../src/shared/counselling/slotRule';
import { API, counsellingKit, updateStatus, type Bucket, type Kit } from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const orders = () => [...kit.app.db.counselling.tables.orders.values()];
const expert01 = () =>
  [...kit.app.db.accounts.values()].find((account) => account.username === 'expert01')!.id;
const ownUpcoming = () =>
  orders().find(
    (o) => o.expertId === expert01() && o.status === 1 && o.appointDate > '2025-06-30',
  )!;

/** The expert's free slots for the order, day by day from 07-01, as the expert. */
async function firstSlotFor(orderId: string, expertId: string) {
  for (let day = 0; day < 14; day += 1) {
    const date = addDays('2025-07-01', day);
    const answer = await kit.get<Bucket[]>(
      API.schedule('freeSlots'),
      { expertId, date, orderId },
      kit.tokens.expert,
    );
    expect(answer.code).toBe(0);
    if (answer.data.length > 0) return { date, bucket: answer.data[0] };
  }
  throw new Error('no free slot');
}

describe('改期 by the expert', () => {
  test('the expert reads the free slots of their own schedule for their own order, and moves it there', async () => {
    const order = ownUpcoming();
    const { date, bucket } = await firstSlotFor(order.id, expert01());
    const moved = await updateStatus(
      kit,
      'reschedule',
      { id: order.id, version: order.version, appointDate: date, bucketId: bucket.id },
      kit.tokens.expert,
    );
    expect(moved).toMatchObject({ code: 0, msg: '改期成功' });
    expect(order).toMatchObject({
      appointDate: date,
      bucketId: bucket.id,
      startTime: bucket.start,
    });
  });

  test('refused: without the order, for another expert, or on an order that is not theirs', async () => {
    const order = ownUpcoming();
    const query = { expertId: expert01(), date: '2025-07-02' };
    const noOrder = await kit.get(API.schedule('freeSlots'), query, kit.tokens.expert);
    expect(noOrder.code).toBe(10403);

    const other = orders().find((o) => o.expertId !== expert01() && o.status === 1)!;
    const otherExpert = await kit.get(
      API.schedule('freeSlots'),
      { ...query, expertId: other.expertId, orderId: order.id },
      kit.tokens.expert,
    );
    expect(otherExpert).toMatchObject({ code: 10403, msg: '只能查看自己的空闲时段' });

    const notTheirs = await kit.get(
      API.schedule('freeSlots'),
      { ...query, orderId: other.id },
      kit.tokens.expert,
    );
    expect(notTheirs).toMatchObject({ code: 10404, msg: '记录不存在' });
  });

  test("staff with the order: the order's organisation and visitor", async () => {
    const order = orders().find(
      (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 1,
    )!;
    const answer = await kit.get<Bucket[]>(API.schedule('freeSlots'), {
      expertId: order.expertId,
      date: order.appointDate,
      orderId: order.id,
    });
    expect(answer.code).toBe(0);
  });
});

/**
 * Seeded partners, their expert prices, and the orders made for them. Its own random stream
 * (`rngFor(seed, 'partners')`), run after the orders, so the other counselling tables are the same
 * as without partners; only the chosen orders gain a `partnerId` and the partner's price.
 */
import { chineseName } from '../core/names';
import { DISTRICTS } from '../core/regions';
import { rngFor, type Rng } from '../core/random';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import type { IdSource } from '../core/ids';
import { changeRow } from '../counselling/rows';
import type { CounsellingTables } from '../counselling/types';
import type { SeedExpert } from '../counselling/orders';
import { isEffectiveOn } from './effective';
import type { Partner, PartnerPrice, PartnerStatus, PartnerType } from './types';

export interface PartnerSeedInput {
  seed: number;
  now: number;
  mainOrgId: string;
  expertsByOrg: Map<string, SeedExpert[]>;
}

/** Partners of the main organisation; every other provider gets two. */
const MAIN_PARTNER_COUNT = 32;
const OTHER_PARTNER_COUNT = 2;
/** The share of the orders an effective partner price could apply to that are made for the partner. */
const PARTNER_ORDER_SHARE = 0.3;

const HOSPITALS = ['人民医院', '中医院', '第一医院', '妇幼保健院', '精神卫生中心', '康复医院'];
const AGENCIES = ['心理咨询中心', '社工服务站', '心理援助热线', '青少年成长中心', '学校心理中心'];
const COMPANIES = ['科技有限公司', '物流集团', '银行分行', '制造股份公司', '传媒有限公司'];
const CITIES = ['东城', '海淀', '浦东', '徐汇', '天河', '南山', '西湖', '锦江', '武昌', '鼓楼'];

function partnerName(rng: Rng, type: PartnerType, index: number): string {
  const list = type === 1 ? HOSPITALS : type === 2 ? AGENCIES : COMPANIES;
  return `${rng.pick(CITIES)}${list[index % list.length]}${index + 1}`;
}

/** Money in cents: the expert's own price moved by -20 % … +20 %, to the nearest 5 jiao. */
const partnerCents = (rng: Rng, yuan: number): number =>
  Math.max(1000, Math.round((yuan * rng.int(80, 120)) / 100 / 0.5) * 50);

export function seedPartners(input: PartnerSeedInput, ids: IdSource, t: CounsellingTables): void {
  const rng = rngFor(input.seed, 'partners');
  let index = 0;
  for (const [orgId, experts] of input.expertsByOrg) {
    const counsellors = experts.filter((expert) => expert.counsellor);
    if (counsellors.length === 0) continue;
    const count = orgId === input.mainOrgId ? MAIN_PARTNER_COUNT : OTHER_PARTNER_COUNT;
    for (let i = 0; i < count; i += 1) {
      const partner = makePartner(rng, ids, orgId, index, input.now);
      index += 1;
      t.partners.set(partner.id, partner);
      const chosen = new Set<SeedExpert>();
      const wanted = Math.min(counsellors.length, rng.int(2, 5));
      while (chosen.size < wanted) chosen.add(rng.pick(counsellors));
      for (const expert of chosen)
        for (const price of makePrices(rng, ids, partner, expert))
          t.partnerPrices.set(price.id, price);
    }
  }
  assignOrders(rng, t);
}

function makePartner(rng: Rng, ids: IdSource, orgId: string, index: number, now: number): Partner {
  const type = rng.weighted<PartnerType>([
    [1, 50],
    [2, 30],
    [3, 20],
  ]);
  const status = rng.weighted<PartnerStatus>([
    [1, 80],
    [2, 10],
    [3, 10],
  ]);
  const start = now - rng.int(status === 3 ? 300 : 60, 700) * DAY_MS;
  // A terminated partner's cooperation ended in the past; the others run to a date ahead or open.
  const end =
    status === 3
      ? formatDate(now - rng.int(5, 50) * DAY_MS)
      : rng.chance(0.5)
        ? formatDate(now + rng.int(30, 400) * DAY_MS)
        : '';
  const created = formatDateTime(start - rng.int(1, 20) * DAY_MS);
  return {
    id: ids.next('partner'),
    orgId,
    name: partnerName(rng, type, index),
    type,
    contact: chineseName(rng),
    mobile: `139${String(10000000 + index * 7919).slice(-8)}`,
    areaCode: rng.pick(DISTRICTS).areaCode,
    coopStart: formatDate(start),
    coopEnd: end,
    settlementRatio: rng.pick([10, 15, 20, 25, 30]),
    status,
    remark: '',
    createTime: created,
    updateTime: created,
  };
}

/** One or two ways of the expert, individual and sometimes couple/family; some prices changed once. */
function makePrices(rng: Rng, ids: IdSource, partner: Partner, expert: SeedExpert): PartnerPrice[] {
  const ways = [...new Set([rng.pick(expert.consultWays), rng.pick(expert.consultWays)])];
  const rows: PartnerPrice[] = [];
  for (const way of ways) {
    const types: Array<0 | 1> = rng.chance(0.3) ? [0, 1] : [0];
    for (const consultType of types) {
      const base = expert.prices[String(way)] ?? 300;
      const row = (from: string, to: string): PartnerPrice => ({
        id: ids.next('partnerPrice'),
        partnerId: partner.id,
        expertId: expert.id,
        consultWay: way as PartnerPrice['consultWay'],
        consultType,
        durationMin: 50,
        priceCents: partnerCents(rng, base),
        settlementRatio: rng.chance(0.7) ? partner.settlementRatio : rng.pick([12, 18, 22, 35]),
        effectiveFrom: from,
        effectiveTo: to,
        createTime: partner.createTime,
      });
      const change = Date.parse(`${partner.coopStart}T00:00:00+08:00`) + rng.int(30, 50) * DAY_MS;
      if (rng.chance(0.25) && (partner.coopEnd === '' || formatDate(change) < partner.coopEnd)) {
        // A price that changed once: the old one ends the day before the new one starts.
        rows.push(row(partner.coopStart, formatDate(change - DAY_MS)));
        rows.push(row(formatDate(change), partner.coopEnd));
      } else rows.push(row(partner.coopStart, partner.coopEnd));
    }
  }
  return rows;
}

/** A share of the orders an effective price could apply to are the partner's, at its price. */
function assignOrders(rng: Rng, t: CounsellingTables): void {
  const byKey = new Map<string, PartnerPrice[]>();
  for (const price of t.partnerPrices.values()) {
    const key = `${price.expertId}|${price.consultWay}|${price.consultType}`;
    byKey.set(key, [...(byKey.get(key) ?? []), price]);
  }
  const orgOf = (price: PartnerPrice) => t.partners.get(price.partnerId)?.orgId;
  for (const order of t.orders.values()) {
    const candidates = byKey.get(`${order.expertId}|${order.consultWay}|${order.consultType}`);
    if (!candidates) continue;
    const date = order.createTime.slice(0, 10);
    const live = candidates.filter(
      (price) => orgOf(price) === order.orgId && isEffectiveOn(price, date),
    );
    if (live.length === 0 || !rng.chance(PARTNER_ORDER_SHARE)) continue;
    const price = rng.pick(live);
    changeRow(t.orders, order, { partnerId: price.partnerId, amount: price.priceCents / 100 });
  }
}

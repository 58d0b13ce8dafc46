import { MESSAGES } from '@/shared/validation/messages';
import { PATTERNS } from '@/shared/validation/patterns';
import { namesInTree } from '@/shared/regions/regionNames';
import type { RegionNode } from '@/shared/regions/types';
import {
  CONSULT_WAY_LABELS,
  type ConsultWay,
  type PriceServiceType,
  type ServiceType,
} from '@/shared/counselling/consultLabels';

export type { ConsultWay, ServiceType };
export { serviceTypeLabel } from '@/shared/counselling/consultLabels';

export const CONSULT_WAY_LABEL = CONSULT_WAY_LABELS;
/** The service types an expert chooses among (the form's naming, decision 0016). */
export const ALL_SERVICE_TYPES: PriceServiceType[] = [0, 1, 2, 3];
export const ALL_CONSULT_WAYS: ConsultWay[] = [0, 1, 2, 3, 4, 5];
export const FACE_TO_FACE: ConsultWay = 3;

/** One service type's setup as the platform exchanges it. */
interface ServicePrice {
  serviceType: ServiceType;
  consultWays: ConsultWay[];
  consultPrices: { consultWay: ConsultWay; price: number }[];
  /** Only for service type 0 with face to face ticked: an address of the face address list. */
  faceAddress?: string;
}

/** What the form submits. */
export interface ExpertPriceValue {
  serviceTypes: ServiceType[];
  list: ServicePrice[];
}

/** A face address: region codes and a detail joined by '-' (`440000-440300-440305-科技园1号`). */
export interface FaceAddress {
  address: string;
}

/** One row of the form, as the form holds it (prices as typed text, by way). */
export interface PriceRow extends WaysAndPrices {
  serviceType: ServiceType;
  faceAddress?: string;
}

/** How prices are checked: whole yuan (an expert's own), or money (a partner's: spec §5, > 0, ≤ 2 decimals). */
export interface PriceRules {
  money?: boolean;
  /** Whether face to face for service type 0 asks for a face address (default true). */
  faceAddress?: boolean;
}

const priceError = (text: string, money: boolean): string | undefined => {
  if (!money) return PATTERNS.positiveInteger.test(text) ? undefined : MESSAGES.positiveInteger;
  return PATTERNS.money.test(text) && Number(text) > 0 ? undefined : MESSAGES.money;
};

/** Ways and their prices as a form holds them: the part the expert and scale price forms share. */
export interface WaysAndPrices {
  consultWays?: ConsultWay[];
  prices?: Partial<Record<ConsultWay, string | number | null>>;
}

/**
 * The consultation price rule (assessment spec §5), one home for the expert and the scale price
 * forms: at least one way; a price for every way ticked; a price typed is a positive integer
 * (or money). Messages by field ('ways', 'price:<way>').
 */
export function waysAndPricesErrors(
  value: WaysAndPrices,
  rules: Pick<PriceRules, 'money'> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const ways = value.consultWays ?? [];
  if (ways.length === 0) errors.ways = MESSAGES.wayRequired;
  for (const way of ALL_CONSULT_WAYS) {
    const text = String(value.prices?.[way] ?? '').trim();
    const wrong = text === '' ? undefined : priceError(text, rules.money ?? false);
    if (wrong) errors[`price:${way}`] = wrong;
    else if (text === '' && ways.includes(way)) errors[`price:${way}`] = MESSAGES.priceForWay;
  }
  return errors;
}

/** The ticked ways in code order with their prices, as the platform takes them. */
export function toConsultPrices(value: WaysAndPrices) {
  const ways = ALL_CONSULT_WAYS.filter((way) => value.consultWays?.includes(way));
  return {
    consultWays: ways,
    consultPrices: ways.map((way) => ({ consultWay: way, price: Number(value.prices?.[way]) })),
  };
}

/** The form's rule messages for one row, by field ('ways', 'price:<way>', 'faceAddress'). */
export function rowErrors(row: PriceRow, rules: PriceRules = {}): Record<string, string> {
  const errors = waysAndPricesErrors(row, rules);
  const ways = row.consultWays ?? [];
  const asksAddress = rules.faceAddress ?? true;
  if (
    asksAddress &&
    row.serviceType === 0 &&
    ways.includes(FACE_TO_FACE) &&
    !row.faceAddress?.trim()
  )
    errors.faceAddress = MESSAGES.faceAddressRequired;
  return errors;
}

/** Form rows → what the platform takes (prices of unticked ways and face address are dropped). */
export function toExpertPriceValue(rows: PriceRow[]): ExpertPriceValue {
  const list = rows.map((row): ServicePrice => {
    const { consultWays, consultPrices } = toConsultPrices(row);
    const faceAddress =
      row.serviceType === 0 && consultWays.includes(FACE_TO_FACE) ? row.faceAddress : undefined;
    return {
      serviceType: row.serviceType,
      consultWays,
      consultPrices,
      ...(faceAddress ? { faceAddress } : {}),
    };
  });
  return { serviceTypes: rows.map((row) => row.serviceType), list };
}

/** A stored setup → the form's rows, one per service type shown. */
export function toPriceRows(serviceTypes: ServiceType[], value?: ExpertPriceValue): PriceRow[] {
  return serviceTypes.map((serviceType) => {
    const stored = value?.list.find((item) => item.serviceType === serviceType);
    return {
      serviceType,
      consultWays: stored?.consultWays ?? [],
      prices: Object.fromEntries(
        (stored?.consultPrices ?? []).map(({ consultWay, price }) => [consultWay, String(price)]),
      ),
      faceAddress: stored?.faceAddress,
    };
  });
}

/** A face address as text: its region codes as names, then the detail (`广东省 深圳市 南山区 科技园1号`). */
export function faceAddressText(tree: readonly RegionNode[] | undefined, address: string): string {
  const parts = address.split('-');
  const codes = parts.filter((part) => /^\d{6}$/.test(part));
  const detail = parts.filter((part) => !/^\d{6}$/.test(part)).join('-');
  const names = tree ? namesInTree(tree, codes.join('-')) : '';
  return [names, detail].filter(Boolean).join(' ') || address;
}

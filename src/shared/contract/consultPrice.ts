/**
 * A consultation price setup's ways and prices, as the platform checks them (assessment spec §5):
 * one home for the expert settings and the scale price, so both refuse with the expert form's words.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';

export const consultWay = z.literal([0, 1, 2, 3, 4, 5]).meta({
  title: '咨询方式',
  description: '0 电话，1 在线语音，2 在线视频，3 面对面，4 文字，5 邮件',
});

/** A price: a positive whole number of yuan; missing is the ticked way's own message. */
const price = z
  .int({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? MESSAGES.priceForWay
        : MESSAGES.positiveInteger,
  })
  .min(1, MESSAGES.positiveInteger)
  .max(1_000_000, '不能大于1000000')
  .meta({ title: '价格' });

/** The ways ticked: at least one (请至少选择一种咨询方式), no repeats. */
export const consultWays = z
  .array(z.literal([0, 1, 2, 3, 4, 5], { error: '咨询方式不正确' }), {
    error: MESSAGES.wayRequired,
  })
  .min(1, MESSAGES.wayRequired)
  .max(6, '咨询方式不正确')
  .overwrite((ways) => [...new Set(ways)])
  .meta({ title: '咨询方式' });

export const consultPrices = z
  .array(z.object({ consultWay, price }))
  .max(6)
  .default([])
  .meta({ title: '价格' });

/** A price for every way ticked (选择咨询方式后请填写对应价格): what a schema of the two lists alone cannot say. */
export function missingPrice(
  ways: readonly number[],
  prices: readonly { consultWay: number }[],
): boolean {
  return ways.some((way) => !prices.some((item) => item.consultWay === way));
}

/** Chinese person names for the fixtures (experts, organisation staff, respondents, test takers). */
import type { Rng } from './random';

const SURNAMES = Array.from(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
);
/** Single characters, so that one or two of them make a given name. */
const GIVEN = Array.from(
  '伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂英华玉萍红燕鹏晨辉欣宇浩然子涵雨轩梓萱一诺思远嘉怡俊婷博文斌桐源鸣诗琪佳航若曦心哲语嫣',
);

/**
 * A surname and a one-character given name, which gets a second character with probability
 * `secondChance`. Draws two numbers from `rng`, plus one or two more when `secondChance` is
 * given, so a caller's later fields keep their place in its stream.
 */
export function chineseName(rng: Rng, secondChance?: number): string {
  const name = rng.pick(SURNAMES) + rng.pick(GIVEN);
  if (secondChance === undefined) return name;
  return rng.chance(secondChance) ? name + rng.pick(GIVEN) : name;
}

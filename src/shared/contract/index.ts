/**
 * Every declared call, by area, for the mock's OpenAPI document and the contract tests. The
 * console never imports this file's values (lint): it takes types from the area files.
 */
import * as category from './category';
import * as consult from './consult';
import * as cusUser from './cusUser';
import * as problemType from './problemType';
import * as schedule from './schedule';
import * as dict from './dict';
import * as recommend from './recommend';
import * as tag from './tag';
import * as hotline from './hotline';
import * as todo from './todo';
import * as followUp from './followUp';
import * as orderConfig from './orderConfig';

/** The areas in the order the document lists them; a new area file is one line here. */
export const CONTRACT_AREAS = [
  { name: '标签', calls: tag },
  { name: '分类', calls: category },
  { name: '推荐展示', calls: recommend },
  { name: '字典', calls: dict },
  { name: '咨询订单', calls: consult },
  { name: '排班', calls: schedule },
  { name: '来访者', calls: cusUser },
  { name: '问题类型', calls: problemType },
  { name: '热线工单', calls: hotline },
  { name: '待办', calls: todo },
  { name: '回访', calls: followUp },
  { name: '订单设置', calls: orderConfig },
] as const;

export const CALLS = {
  ...tag,
  ...category,
  ...recommend,
  ...dict,
  ...consult,
  ...schedule,
  ...cusUser,
  ...problemType,
  ...hotline,
  ...todo,
  ...followUp,
  ...orderConfig,
};
export type CallName = keyof typeof CALLS;

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
import * as file from './file';
import * as recommend from './recommend';
import * as tag from './tag';
import * as questionnaire from './questionnaire';
import * as scale from './scale';
import * as scaleData from './scale-data';

/** The areas in the order the document lists them; a new area file is one line here. */
export const CONTRACT_AREAS = [
  { name: '标签', calls: tag },
  { name: '分类', calls: category },
  { name: '推荐展示', calls: recommend },
  { name: '字典', calls: dict },
  { name: '文件', calls: file },
  { name: '咨询订单', calls: consult },
  { name: '排班', calls: schedule },
  { name: '来访者', calls: cusUser },
  { name: '问题类型', calls: problemType },
  { name: '问卷', calls: questionnaire },
  { name: '量表', calls: scale },
  { name: '量表数据', calls: scaleData },
] as const;

export const CALLS = {
  ...tag,
  ...category,
  ...recommend,
  ...dict,
  ...file,
  ...consult,
  ...schedule,
  ...cusUser,
  ...problemType,
  ...questionnaire,
  ...scale,
  ...scaleData,
};
export type CallName = keyof typeof CALLS;

/**
 * Every declared call, by area, for the mock's OpenAPI document and the contract tests. The
 * console never imports this file's values (lint): it takes types from the area files.
 */
import * as category from './category';
import * as consult from './consult';
import * as consultSeries from './consultSeries';
import * as cooperation from './cooperation';
import * as cusUser from './cusUser';
import * as problemType from './problemType';
import * as schedule from './schedule';
import * as dict from './dict';
import * as expert from './expert';
import * as file from './file';
import * as recommend from './recommend';
import * as tag from './tag';
import * as session from './session';
import * as account from './account';
import * as register from './register';
import * as role from './role';
import * as platformOperator from './platformOperator';
import * as organisation from './organisation';
import * as dept from './dept';
import * as task from './task';
import * as questionnaire from './questionnaire';
import * as scale from './scale';
import * as scaleData from './scale-data';
import * as hotline from './hotline';
import * as todo from './todo';
import * as waitlist from './waitlist';
import * as followUp from './followUp';
import * as measure from './measure';
import * as orderConfig from './orderConfig';
import * as consent from './consent';
import * as banner from './banner';
import * as smsLog from './smsLog';
import * as partner from './partner';
import * as workbench from './workbench';
import * as statistics from './statistics';
import * as caseRecord from './caseRecord';
import * as fee from './fee';
import * as form from './form';
import * as customField from './customField';
import * as casework from './casework';

/** The areas in the order the document lists them; a new area file is one line here. */
export const CONTRACT_AREAS = [
  { name: '标签', calls: tag },
  { name: '分类', calls: category },
  { name: '推荐展示', calls: recommend },
  { name: '字典', calls: dict },
  { name: '文件', calls: file },
  { name: '咨询订单', calls: consult },
  { name: '周期预约', calls: consultSeries },
  { name: '排班', calls: schedule },
  { name: '来访者', calls: cusUser },
  { name: '问题类型', calls: problemType },
  { name: '登录与会话', calls: session },
  { name: '个人中心与找回密码', calls: account },
  { name: '注册', calls: register },
  { name: '角色', calls: role },
  { name: '平台运营人员', calls: platformOperator },
  { name: '机构', calls: organisation },
  { name: '部门与人员', calls: dept },
  { name: '专家', calls: expert },
  { name: '合作申请', calls: cooperation },
  { name: '任务', calls: task },
  { name: '问卷', calls: questionnaire },
  { name: '量表', calls: scale },
  { name: '量表数据', calls: scaleData },
  { name: '热线工单', calls: hotline },
  { name: '待办', calls: todo },
  { name: '候补名单', calls: waitlist },
  { name: '回访', calls: followUp },
  { name: '测评追踪', calls: measure },
  { name: '订单设置', calls: orderConfig },
  { name: '知情同意', calls: consent },
  { name: '轮播图', calls: banner },
  { name: '短信记录', calls: smsLog },
  { name: '合作伙伴', calls: partner },
  { name: '工作台', calls: workbench },
  { name: '数据统计', calls: statistics },
  { name: '个案记录与满意度', calls: caseRecord },
  { name: '费用', calls: fee },
  { name: '表单模板', calls: form },
  { name: '自定义字段', calls: customField },
  { name: '外部转介与督导', calls: casework },
] as const;

export const CALLS = {
  ...tag,
  ...category,
  ...recommend,
  ...dict,
  ...file,
  ...consult,
  ...consultSeries,
  ...schedule,
  ...cusUser,
  ...problemType,
  ...session,
  ...account,
  ...register,
  ...role,
  ...platformOperator,
  ...organisation,
  ...dept,
  ...expert,
  ...cooperation,
  ...task,
  ...questionnaire,
  ...scale,
  ...scaleData,
  ...hotline,
  ...todo,
  ...waitlist,
  ...followUp,
  ...measure,
  ...orderConfig,
  ...consent,
  ...banner,
  ...smsLog,
  ...partner,
  ...workbench,
  ...statistics,
  ...caseRecord,
  ...fee,
  ...form,
  ...customField,
  ...casework,
};
export type CallName = keyof typeof CALLS;

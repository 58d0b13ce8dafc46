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

/** The areas in the order the document lists them (with the file that declares them); a new area file is one line here. */
export const CONTRACT_AREAS = [
  { name: '标签', file: 'tag', calls: tag },
  { name: '分类', file: 'category', calls: category },
  { name: '推荐展示', file: 'recommend', calls: recommend },
  { name: '字典', file: 'dict', calls: dict },
  { name: '文件', file: 'file', calls: file },
  { name: '咨询订单', file: 'consult', calls: consult },
  { name: '周期预约', file: 'consultSeries', calls: consultSeries },
  { name: '排班', file: 'schedule', calls: schedule },
  { name: '来访者', file: 'cusUser', calls: cusUser },
  { name: '问题类型', file: 'problemType', calls: problemType },
  { name: '登录与会话', file: 'session', calls: session },
  { name: '个人中心与找回密码', file: 'account', calls: account },
  { name: '注册', file: 'register', calls: register },
  { name: '角色', file: 'role', calls: role },
  { name: '平台运营人员', file: 'platformOperator', calls: platformOperator },
  { name: '机构', file: 'organisation', calls: organisation },
  { name: '部门与人员', file: 'dept', calls: dept },
  { name: '专家', file: 'expert', calls: expert },
  { name: '合作申请', file: 'cooperation', calls: cooperation },
  { name: '任务', file: 'task', calls: task },
  { name: '问卷', file: 'questionnaire', calls: questionnaire },
  { name: '量表', file: 'scale', calls: scale },
  { name: '量表数据', file: 'scale-data', calls: scaleData },
  { name: '热线工单', file: 'hotline', calls: hotline },
  { name: '待办', file: 'todo', calls: todo },
  { name: '候补名单', file: 'waitlist', calls: waitlist },
  { name: '回访', file: 'followUp', calls: followUp },
  { name: '测评追踪', file: 'measure', calls: measure },
  { name: '订单设置', file: 'orderConfig', calls: orderConfig },
  { name: '知情同意', file: 'consent', calls: consent },
  { name: '轮播图', file: 'banner', calls: banner },
  { name: '短信记录', file: 'smsLog', calls: smsLog },
  { name: '合作伙伴', file: 'partner', calls: partner },
  { name: '工作台', file: 'workbench', calls: workbench },
  { name: '数据统计', file: 'statistics', calls: statistics },
  { name: '个案记录与满意度', file: 'caseRecord', calls: caseRecord },
  { name: '费用', file: 'fee', calls: fee },
  { name: '表单模板', file: 'form', calls: form },
  { name: '自定义字段', file: 'customField', calls: customField },
  { name: '外部转介与督导', file: 'casework', calls: casework },
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

/** The fields of a manual booking besides its slot, shared by the single booking (consult.ts) and the series (consultSeries.ts). */
import { z } from 'zod';
import { bodyCode, consultType, consultWay, mobile, optionalText } from './counsellingSchemas';
import { id, idList, requiredText } from './schemas';

const customField = z.object({
  name: requiredText('字段名称', '字段名称不能为空', 20),
  value: optionalText('字段值', 200),
});

/** What a booking says besides its slot: the visitor, expert, way and the entry form's fields (a series shares them). */
export const entryFields = {
  appointMode: bodyCode('预约方式', [1, 2]),
  cusUserId: id('来访者', '请选择来访者'),
  expertId: id('咨询师', '请选择咨询师'),
  consultWay: bodyCode('咨询方式', consultWay),
  consultType: bodyCode('咨询类型', consultType),
  identity: bodyCode('预约人身份', [0, 1, 2, 3, 4]).default(0),
  problemTypeIds: idList('问题类型', '请选择问题类型'),
  problemDesc: optionalText('问题描述', 500),
  emergencyName: optionalText('紧急联系人', 20),
  emergencyRelation: optionalText('与来访者关系', 10),
  emergencyMobile: mobile('紧急联系人手机号')
    .or(z.literal(''))
    .default('')
    .meta({ title: '紧急联系人手机号' }),
  customFields: z.array(customField).max(50).default([]).meta({ title: '自定义字段' }),
  remark: optionalText('备注', 200),
  partnerId: id('合作伙伴')
    .optional()
    .meta({ description: '为合作伙伴预约：订单金额取该合作伙伴当前生效的专家价格' }),
};

import { Form, Input, Select } from 'antd';
import { useDictionary } from '@/shared/dictionaries/dictionaryApi';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { RegionCascader } from '@/shared/components/RegionCascader';
import { email, maxInput, mobile, requiredLabel } from '@/shared/validation/rules';
import { useSaveOrgMutation, useUpdateChildOrgInfoMutation, useValidOrgMutation } from './api';
import { hexOf, parseThemeColor } from '@/shared/theme/color';
import { PaintedColorNote } from './PaintedColorNote';
import { themeOfHex } from './themeColor';
import { ORG_KIND_LABEL, type Org, type OrgDraft } from './types';

interface Values {
  name: string;
  orgType: OrgDraft['orgType'];
  areaCode?: string;
  bodyType?: string;
  /** #rrggbb from the colour input. */
  theme: string;
  contactName?: string;
  contactMobile?: string;
  contactMail?: string;
}

/** 新增机构 (a child of `parentId`, saveOrg) or 编辑机构 (updateChildOrgInfo), both checked by saveOrgValidParam first. */
export function OrgFormModal({
  org,
  parentId,
  onClose,
}: {
  org?: Org;
  parentId?: string;
  onClose: () => void;
}) {
  const { entries: bodyTypes } = useDictionary('body_type');
  const [valid] = useValidOrgMutation();
  const [save] = useSaveOrgMutation();
  const [update] = useUpdateChildOrgInfoMutation();
  const [form] = Form.useForm<Values>();
  const theme = Form.useWatch('theme', form);

  // The server's msg (机构名称已存在 …) is shown; the dialog keeps what was typed.
  async function submit(values: Values) {
    const fields = {
      name: values.name.trim(),
      orgType: values.orgType,
      areaCode: values.areaCode ?? '',
      bodyType: values.bodyType ?? '',
      themeColor: themeOfHex(values.theme),
      contactName: values.contactName?.trim(),
      contactMobile: values.contactMobile?.trim(),
      contactMail: values.contactMail?.trim(),
    };
    const draft: OrgDraft = { ...(org ? { id: org.id } : { parentId }), ...fields };
    await valid(draft).unwrap();
    if (org) await update({ orgId: org.id, ...fields }).unwrap();
    else await save(draft).unwrap();
  }

  return (
    <SaveFormModal<Values>
      title={org ? '编辑机构' : '新增机构'}
      successText={org ? '编辑成功' : '新增成功'}
      width={560}
      formName="orgForm"
      form={form}
      initialValues={{
        name: org?.name,
        orgType: org?.orgType ?? 0,
        areaCode: org?.areaCode,
        bodyType: org?.bodyType,
        theme: hexOf(parseThemeColor(org?.themeColor)),
        contactName: org?.contactName,
        contactMobile: org?.contactMobile,
        contactMail: org?.contactMail,
      }}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item label="机构名称" name="name" rules={[requiredLabel('机构名称'), maxInput(30)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        label="机构类型"
        name="orgType"
        rules={[{ required: true, message: '请选择机构类型' }]}
      >
        <Select
          options={([0, 1, 2] as const).map((value) => ({ value, label: ORG_KIND_LABEL[value] }))}
        />
      </Form.Item>
      <Form.Item
        label="主体类型"
        name="bodyType"
        rules={[{ required: true, message: '请选择主体类型' }]}
      >
        <Select
          placeholder="请选择主体类型"
          options={bodyTypes.map((item) => ({ value: item.code, label: item.name }))}
        />
      </Form.Item>
      <Form.Item
        label="所在地区"
        name="areaCode"
        rules={[{ required: true, message: '地区不能为空' }]}
      >
        <RegionCascader aria-label="所在地区" />
      </Form.Item>
      {/* The browser's own picker: antd's ColorPicker would put ~7 KB into the login bundle
          (webpack marks exports used across all chunks, and Button shares its module). */}
      <Form.Item label="主题色" name="theme" extra={<PaintedColorNote chosen={theme} />}>
        <Input type="color" style={{ width: 64, padding: 2 }} />
      </Form.Item>
      <Form.Item label="管理员姓名" name="contactName" rules={[maxInput(15)]}>
        <Input maxLength={15} />
      </Form.Item>
      <Form.Item label="管理员手机号" name="contactMobile" rules={[mobile()]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        label="管理员邮箱"
        name="contactMail"
        rules={[email()]}
        extra="激活邮件将发送至该邮箱"
      >
        <Input maxLength={50} />
      </Form.Item>
    </SaveFormModal>
  );
}

import { Form, Input, InputNumber, Select } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { maxInput, minNumber, required } from '@/shared/validation/rules';
import { useSaveProblemTypeMutation } from './api';
import type { ProblemTypeBody, ProblemTypeGroup, ProblemTypeNode } from './types';

export type ProblemTypeForm =
  | { kind: 'group'; node?: ProblemTypeNode; sort: number }
  | { kind: 'type'; node?: ProblemTypeNode; pid: string; sort: number };

/** 新增 / 编辑 a group (pid 0) or a type under a group: name, group, sort. */
export function ProblemTypeFormModal({
  form,
  groups,
  onClose,
}: {
  form: ProblemTypeForm;
  groups: ProblemTypeGroup[];
  onClose: () => void;
}) {
  const [save] = useSaveProblemTypeMutation();
  const what = form.kind === 'group' ? '分组' : '问题类型';
  return (
    <SaveFormModal<ProblemTypeBody>
      title={`${form.node ? '编辑' : '新增'}${what}`}
      successText={form.node ? '编辑成功' : '保存成功'}
      initialValues={{
        name: form.node?.name,
        sort: form.node?.sort ?? form.sort,
        pid: form.kind === 'type' ? (form.node?.pid ?? form.pid) : '0',
      }}
      onSave={(values) =>
        save({
          id: form.node?.id,
          pid: form.kind === 'group' ? '0' : values.pid,
          name: values.name.trim(),
          sort: values.sort,
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="所属分组" name="pid" hidden={form.kind === 'group'}>
        <Select options={groups.map((group) => ({ value: group.id, label: group.name }))} />
      </Form.Item>
      <Form.Item
        label={`${what}名称`}
        name="name"
        rules={[required('请输入问题类型名称'), maxInput(20)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="排序"
        name="sort"
        rules={[required('请输入排序'), minNumber(0, '排序不能小于0')]}
        extra="数字越小越靠前"
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
    </SaveFormModal>
  );
}

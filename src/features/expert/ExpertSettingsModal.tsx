import { App, Checkbox, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import {
  ALL_SERVICE_TYPES,
  ExpertPriceForm,
  serviceTypeLabel,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type ServiceType,
} from '@/shared/components/ExpertPriceForm';
import {
  useGetConsultWaysQuery,
  useGetExpertSettingsQuery,
  useGetFaceAddressListQuery,
  useUpdateExpertSettingsMutation,
} from './api';
import { EXPERT_TYPE_LABEL, type Expert, type ExpertSettings } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

interface SettingsFormProps {
  settings: ExpertSettings;
  waysByType: Partial<Record<ServiceType, ConsultWay[]>>;
  faceAddresses: FaceAddress[];
  onSubmit: (value: ExpertPriceValue) => Promise<void>;
}

/**
 * The service types to set up (at least one), then the price table, a row per type. The choice
 * is among the form's four; a counselling type the platform holds (4, 6, 7, 8: decision 0016)
 * is offered too, under its own name, so a save keeps it unless it is unticked.
 */
function SettingsForm({ settings, waysByType, faceAddresses, onSubmit }: SettingsFormProps) {
  const choices: ServiceType[] = [
    ...ALL_SERVICE_TYPES,
    ...settings.serviceTypes.filter((type) => type > 3),
  ];
  const [types, setTypes] = useState<ServiceType[]>(
    settings.serviceTypes.length > 0 ? settings.serviceTypes : [0],
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Checkbox.Group
        aria-label="服务类型"
        value={types}
        options={choices.map((type) => ({ value: type, label: serviceTypeLabel(type) }))}
        onChange={(next) => {
          if (next.length > 0) setTypes(choices.filter((type) => next.includes(type)));
        }}
      />
      <ExpertPriceForm
        key={types.join(',')}
        serviceTypes={types}
        value={{ serviceTypes: settings.serviceTypes, list: settings.list }}
        waysByType={waysByType}
        faceAddresses={faceAddresses}
        onSubmit={onSubmit}
      />
    </Space>
  );
}

/** 设置: the expert's consultation price setup (the shared expert price form), with the ways each service type offers and the expert's face addresses. */
export function ExpertSettingsModal({ expert, onClose }: { expert: Expert; onClose: () => void }) {
  useReturnFocus();
  const { data, isLoading } = useGetExpertSettingsQuery({
    userId: expert.userId,
    expertType: expert.expertType,
  });
  const { data: addresses } = useGetFaceAddressListQuery(expert.userId);
  const { data: ways } = useGetConsultWaysQuery(expert.userId);
  const [save] = useUpdateExpertSettingsMutation();
  const { message } = App.useApp();

  async function submit(value: ExpertPriceValue) {
    await save({ userId: expert.userId, ...value }).unwrap();
    message.success('设置成功');
    onClose();
  }

  return (
    <Modal
      title={`${EXPERT_TYPE_LABEL[expert.expertType]}设置：${expert.name}`}
      open
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {isLoading || !data || !addresses || !ways ? (
        <Spin />
      ) : (
        <SettingsForm
          settings={data}
          waysByType={ways}
          faceAddresses={addresses}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}

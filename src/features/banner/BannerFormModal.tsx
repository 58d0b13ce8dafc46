import { useState } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { ImageUpload } from '@/shared/components/ImageUpload';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';
import {
  BANNER_LINK_LABELS,
  BANNER_LINK_TYPES,
  BANNER_MESSAGES as M,
  BANNER_URL_PATTERN,
  type BannerLinkType,
} from '@/shared/counselling/operateCodes';
import { DATE_TIME_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { maxInput, minNumber, required } from '@/shared/validation/rules';
import { compareWith } from '@/shared/validation/dateRules';
import {
  uploadBannerImage,
  useBannerScaleOptionsQuery,
  useSaveBannerMutation,
  useUpdateBannerMutation,
} from './api';
import type { Banner, BannerBody } from './types';

type Values = Omit<BannerBody, 'startTime' | 'endTime'> & { startTime: Moment; endTime: Moment };

const afterStart = compareWith('startTime', (end, start) => !end.isAfter(start), M.endAfterStart);

const LINK_RULES: Record<Exclude<BannerLinkType, 'none'>, string> = {
  url: M.linkRequired,
  scale: M.linkScale,
  expert: M.linkExpert,
};

/** The link's control for its type: a web address, a published scale, a cooperating expert. */
function LinkField({ linkType }: { linkType: BannerLinkType }) {
  const scales = useBannerScaleOptionsQuery(undefined, { skip: linkType !== 'scale' });
  const experts = useListScheduleExpertsQuery(
    { pageNum: 1, pageSize: 0 },
    { skip: linkType !== 'expert' },
  );
  if (linkType === 'none') return null;
  return (
    <Form.Item
      label="跳转链接"
      name="link"
      rules={[
        required(LINK_RULES[linkType]),
        ...(linkType === 'url'
          ? [{ pattern: BANNER_URL_PATTERN, message: M.linkUrl }, maxInput(500)]
          : []),
      ]}
    >
      {linkType === 'url' ? (
        <Input placeholder="https://" />
      ) : linkType === 'scale' ? (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={scales.isFetching}
          options={scales.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
        />
      ) : (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={experts.isFetching}
          options={experts.data?.rows.map((row) => ({ value: row.expertId, label: row.name }))}
        />
      )}
    </Form.Item>
  );
}

/** 新增 / 编辑轮播图: title, image (JPG/PNG < 2 MB, cropped), link type and link, sort, time window, status. */
export function BannerFormModal({ banner, onClose }: { banner?: Banner; onClose: () => void }) {
  const [save] = useSaveBannerMutation();
  const [update] = useUpdateBannerMutation();
  const [uploading, setUploading] = useState(false);
  const initialValues: Partial<Values> = banner
    ? {
        ...banner,
        startTime: moment(banner.startTime),
        endTime: moment(banner.endTime),
      }
    : {
        linkType: 'none',
        sort: 0,
        status: 1,
        startTime: moment().startOf('day'),
        endTime: moment().add(30, 'day').endOf('day'),
      };
  return (
    <SaveFormModal<Values>
      title={banner ? '编辑轮播图' : '新增轮播图'}
      successText={banner ? '编辑成功' : '保存成功'}
      width={640}
      okDisabled={uploading}
      formName="banner"
      initialValues={initialValues}
      onSave={(values) => {
        const body: BannerBody = {
          title: values.title.trim(),
          image: values.image,
          linkType: values.linkType,
          link: values.linkType === 'none' ? '' : String(values.link ?? '').trim(),
          sort: values.sort,
          startTime: values.startTime.format(DATE_TIME_FORMAT),
          endTime: values.endTime.format(DATE_TIME_FORMAT),
          status: values.status,
        };
        return (banner ? update({ ...body, id: banner.id }) : save(body)).unwrap();
      }}
      onClose={onClose}
    >
      <Form.Item label="标题" name="title" rules={[required(M.titleRequired), maxInput(30)]}>
        <Input />
      </Form.Item>
      <Form.Item
        label="图片"
        name="image"
        rules={[required(M.imageRequired)]}
        extra="JPG/PNG，小于2MB"
      >
        <ImageUpload
          aspect={2.34}
          upload={uploadBannerImage}
          label="上传图片"
          onUploadingChange={setUploading}
        />
      </Form.Item>
      <Form.Item label="跳转类型" name="linkType">
        <Radio.Group
          options={BANNER_LINK_TYPES.map((value) => ({ value, label: BANNER_LINK_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        noStyle
        shouldUpdate={(prev: Values, next: Values) => prev.linkType !== next.linkType}
      >
        {({ getFieldValue }) => (
          <LinkField linkType={getFieldValue('linkType') as BannerLinkType} />
        )}
      </Form.Item>
      <Form.Item
        label="排序"
        name="sort"
        rules={[required(M.sortRequired), minNumber(0, M.sortMin)]}
        extra="数字越小越靠前"
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="开始时间" name="startTime" rules={[required('请选择开始时间')]}>
            <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="结束时间"
            name="endTime"
            dependencies={['startTime']}
            rules={[required('请选择结束时间'), afterStart]}
          >
            <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="状态" name="status">
        <Radio.Group
          options={[
            { value: 1, label: '启用' },
            { value: 0, label: '停用' },
          ]}
        />
      </Form.Item>
    </SaveFormModal>
  );
}

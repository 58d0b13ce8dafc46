import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import CarryOutOutlined from '@ant-design/icons/CarryOutOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Image } from 'antd';
import { EMPTY_TEXT } from '@/shared/utils/format';

/** The icons the platform's log names by their @ant-design/icons name, and only those. */
const ICONS: Record<string, React.ComponentType<{ 'aria-label'?: string }>> = {
  ApartmentOutlined,
  CarryOutOutlined,
  DownloadOutlined,
  EditOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  LockOutlined,
  LoginOutlined,
  MailOutlined,
  MobileOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
};

const isImageUrl = (value: string) => /^(https?:\/\/|\/)/.test(value);

/**
 * An entry's `img` (docs/decisions/0013-operation-log-image.md): an image address shows as a
 * 32-pixel thumbnail that opens larger, an icon name as that icon; anything else as 无.
 */
export function OperationLogImage({ img, label }: { img: string; label: string }) {
  if (isImageUrl(img))
    return <Image src={img} width={32} height={32} alt={label} style={{ objectFit: 'cover' }} />;
  const Icon = ICONS[img];
  if (Icon) return <Icon aria-label={label} />;
  return <>{EMPTY_TEXT}</>;
}

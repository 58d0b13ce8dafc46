import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarryOutOutlined from '@ant-design/icons/CarryOutOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';

/** The icons the menu tree names, and only those (importing all icons would weigh megabytes). */
export const byName: Record<string, React.ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  CustomerServiceOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  UserSwitchOutlined,
};

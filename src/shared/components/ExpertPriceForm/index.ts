export { ExpertPriceForm } from './ExpertPriceForm';
export {
  ALL_SERVICE_TYPES,
  serviceTypeLabel,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type ServiceType,
} from './expertPriceModel';

export { ExpertPriceForm } from './ExpertPriceForm';
export {
  ALL_SERVICE_TYPES,
  SERVICE_TYPE_LABEL,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type ServiceType,
} from './expertPriceModel';

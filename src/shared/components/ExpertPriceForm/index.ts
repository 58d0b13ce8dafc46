export { ExpertPriceForm } from './ExpertPriceForm';
export {
  ALL_CONSULT_WAYS,
  ALL_SERVICE_TYPES,
  CONSULT_WAY_LABEL,
  toConsultPrices,
  waysAndPricesErrors,
  type WaysAndPrices,
  serviceTypeLabel,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type ServiceType,
} from './expertPriceModel';

export { ExpertPriceForm, type ExpertPriceFormProps } from './ExpertPriceForm';
export {
  ALL_CONSULT_WAYS,
  ALL_SERVICE_TYPES,
  CONSULT_WAY_LABEL,
  SERVICE_TYPE_LABEL,
  faceAddressText,
  rowErrors,
  toExpertPriceValue,
  toPriceRows,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type PriceRow,
  type PriceRules,
  type ServicePrice,
  type ServiceType,
} from './expertPriceModel';

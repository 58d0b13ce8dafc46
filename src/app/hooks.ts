/** The features' door to the store: the typed hooks live in src/shared/store, which shared code uses too. */
export { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

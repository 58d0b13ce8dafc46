import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './rootReducer';

/** What the store's dispatch takes: actions and thunks (RTK Query's included). */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

/** The typed hooks; raw useSelector/useDispatch are banned by lint. Features and shared code alike take them from here (decision 0028). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

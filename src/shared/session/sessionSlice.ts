import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from './sessionApi';
import { readSessionEndsAt, readToken, readUserDetail } from './storage';
import { pickUserDetails, type IdentitySession, type LoginUser, type UserDetails } from './types';

export interface SessionState {
  userDetails: UserDetails | null;
  token: string | null;
  /** When the login ends however busy (ms since epoch; login's `sessionEndsAt`): the shell warns before it. */
  endsAt: number | null;
  /** Drives the shell's full-page overlay (图片生成中…). */
  loading: boolean;
  btnCodeList: string[];
  /** Whether btnCodeList has been loaded for the current identity. */
  codesLoaded: boolean;
  /** The user left on purpose (logout, transfer): /login does not offer to return to the page. */
  left: boolean;
}

export function initialSessionState(): SessionState {
  return {
    userDetails: readUserDetail(),
    token: readToken(),
    endsAt: readSessionEndsAt(),
    loading: false,
    btnCodeList: [],
    codesLoaded: false,
    left: false,
  };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoginUser>) {
      state.userDetails = pickUserDetails(action.payload);
      state.token = action.payload.token;
      state.endsAt = action.payload.sessionEndsAt ?? null;
      state.left = false;
      state.btnCodeList = [];
      state.codesLoaded = false;
    },
    identityChosen(state, action: PayloadAction<IdentitySession>) {
      const { token, user, btnCodeList, sessionEndsAt } = action.payload;
      // The identity list comes from login; an identity answer may not repeat it.
      state.userDetails = pickUserDetails(
        user,
        user.identities?.length ? user.identities : state.userDetails?.identities,
      );
      state.token = token;
      state.endsAt = sessionEndsAt;
      state.btnCodeList = btnCodeList;
      state.codesLoaded = true;
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      const { user, btnCodeList } = action.payload;
      state.userDetails = pickUserDetails(
        user,
        user.identities?.length ? user.identities : state.userDetails?.identities,
      );
      state.btnCodeList = btnCodeList;
      state.codesLoaded = true;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    /** Logout, or the platform said the session is gone (10001). */
    /** `left`: the user ended it; otherwise it expired and login may bring them back. */
    sessionEnded(state, action: PayloadAction<{ left: boolean } | undefined>) {
      state.left = action.payload?.left ?? false;
      state.userDetails = null;
      state.token = null;
      state.endsAt = null;
      state.btnCodeList = [];
      state.codesLoaded = false;
    },
  },
  selectors: {
    selectUserDetails: (state) => state.userDetails,
    selectToken: (state) => state.token,
    selectSessionEndsAt: (state) => state.endsAt,
    selectBtnCodes: (state) => state.btnCodeList,
    selectCodesLoaded: (state) => state.codesLoaded,
    selectLoading: (state) => state.loading,
    selectLeft: (state) => state.left,
    selectHasIdentity: (state) => Boolean(state.token && state.userDetails?.identityId),
  },
});

export const { loggedIn, identityChosen, userInfoLoaded, loadingChanged, sessionEnded } =
  sessionSlice.actions;
export const {
  selectUserDetails,
  selectToken,
  selectSessionEndsAt,
  selectBtnCodes,
  selectCodesLoaded,
  selectLoading,
  selectLeft,
  selectHasIdentity,
} = sessionSlice.selectors;
export default sessionSlice;

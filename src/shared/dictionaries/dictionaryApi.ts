/**
 * The dictionary groups (shell spec §3 client state "dictionary groups", §7 "dictionary fetch by
 * group key body_type"): one home for every page that names or picks a dictionary code. A group
 * is fetched once per identity and kept in the store's API cache for as long as the identity is
 * in: entering an identity resets the cache (useEnterIdentity), so the next one loads its own.
 */
import { baseApi } from '@/shared/request/baseApi';
import type { Answer } from '@/shared/contract/call';
import type { getDictByCode } from '@/shared/contract/dict';

/** The groups the console reads. */
export type DictionaryGroup = 'body_type';

/** Kept for the identity, however long no page shows the group (RTK clamps it to its timer's maximum). */
const KEPT_FOR_THE_IDENTITY = Number.POSITIVE_INFINITY;

const dictionaryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 字典项 GET /server-platform/api/dict/getDictByCode */
    getDictionary: build.query<Answer<typeof getDictByCode>, DictionaryGroup>({
      query: (code) => ({ url: '/server-platform/api/dict/getDictByCode', params: { code } }),
      keepUnusedDataFor: KEPT_FOR_THE_IDENTITY,
    }),
  }),
});

/** A dictionary group's entries, and a code's name ('' until loaded or for an unknown code). */
export function useDictionary(group: DictionaryGroup) {
  const { data: entries = [], isLoading } = dictionaryApi.useGetDictionaryQuery(group);
  const nameOf = (code: string | undefined) =>
    entries.find((entry) => entry.code === code)?.name ?? '';
  return { entries, nameOf, isLoading };
}

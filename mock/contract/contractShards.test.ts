/** Together the contract test's files run every call of the document, each once. */
import { CONTRACT_AREAS } from '../../src/shared/contract';
import { CONTRACT_SHARDS } from './contractShards';

test('every area of the document is in exactly one contract shard', () => {
  const sharded: string[] = Object.values(CONTRACT_SHARDS).flat();
  expect([...sharded].sort()).toEqual(CONTRACT_AREAS.map((area) => area.name).sort());
});

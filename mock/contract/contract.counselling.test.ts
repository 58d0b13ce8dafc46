/** The contract test of the counselling areas (contractSuite.ts, contractShards.ts). */
import { CONTRACT_SHARDS } from './contractShards';
import { contractSuite } from './contractSuite';

contractSuite('counselling', CONTRACT_SHARDS.counselling);

/** The contract test of the platform areas (contractSuite.ts, contractShards.ts). */
import { CONTRACT_SHARDS } from './contractShards';
import { contractSuite } from './contractSuite';

contractSuite('platform', CONTRACT_SHARDS.platform);

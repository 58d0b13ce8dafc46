/** The contract test of the assessment areas (contractSuite.ts, contractShards.ts). */
import { CONTRACT_SHARDS } from './contractShards';
import { contractSuite } from './contractSuite';

contractSuite('assessment', CONTRACT_SHARDS.assessment);

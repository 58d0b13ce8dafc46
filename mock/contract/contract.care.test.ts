/** The contract test of the visitor's care around the orders (contractSuite.ts, contractShards.ts). */
import { CONTRACT_SHARDS } from './contractShards';
import { contractSuite } from './contractSuite';

contractSuite('care', CONTRACT_SHARDS.care);

/**
 * How long the mock takes to seed (Jest re-seeds for every test): createDb, resetDb, and the
 * counselling tables' build on first use. `npx tsx scripts/seedTime.ts`
 */
import { performance } from 'node:perf_hooks';
import { createDb, resetDb } from '../mock/db';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

const start = performance.now();
const db = createDb();
const first = performance.now() - start;
const resets: number[] = [];
const builds: number[] = [];
for (let i = 0; i < 7; i += 1) {
  const before = performance.now();
  resetDb(db);
  resets.push(performance.now() - before);
  const building = performance.now();
  const { orders, cusUsers, schedules } = db.counselling.tables;
  builds.push(performance.now() - building);
  if (i === 0)
    console.log(`orders ${orders.size}, customers ${cusUsers.size}, schedules ${schedules.size}`);
}
console.log(
  `createDb first ${ms(first)}; resetDb median ${ms(median(resets))}; ` +
    `counselling build on first use median ${ms(median(builds))}`,
);

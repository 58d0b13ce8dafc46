import { setFlagsFromString } from 'node:v8';
import { compileFunction, createContext, runInNewContext } from 'node:vm';

test("a module compiled again in another file's world is compiled from V8's cached data", () => {
  const code = 'return [1, 2, 3].map((n) => n * 2);';
  const options = { filename: '/code-cache/module.js' };
  const first = compileFunction(code, [], { ...options, parsingContext: createContext() });
  const again = compileFunction(code, [], { ...options, parsingContext: createContext() });
  expect(first.cachedData).toBeInstanceOf(Buffer);
  // Set only when cached data was given to V8: false when V8 took it.
  expect(again.cachedDataRejected).toBe(false);
  expect(again()).toEqual([2, 4, 6]);

  const changed = compileFunction('return 7;', [], { ...options, parsingContext: createContext() });
  expect(changed.cachedDataRejected).toBeUndefined();
  expect(changed()).toBe(7);
});

/** Compiles a module in a world of its own and answers a weak reference to that world only. */
function compiledInAWorld(filename: string): WeakRef<object> {
  const world = createContext();
  const compiled = compileFunction('return 1;', [], { filename, parsingContext: world });
  expect(compiled.cachedData).toBeInstanceOf(Buffer);
  return new WeakRef(world);
}

test('the data kept does not keep the world it was compiled in', async () => {
  // A world made from here on gets V8's gc(); the worlds of the worker's next files do not.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const world = compiledInAWorld('/code-cache/kept-world.js');
  // A world goes some collections after its last reference. Each collection runs in a turn of its
  // own: within the turn of a deref() the world it answered is kept.
  let gone = false;
  for (let tries = 0; tries < 10 && !gone; tries += 1) {
    await turn();
    collect();
    await turn();
    gone = world.deref() === undefined;
  }
  expect(gone).toBe(true);
});

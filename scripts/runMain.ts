/** Runs a script's `main`: its answer is the exit code; a throw prints its stack under the script's name and exits 1. */
export function runMain(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${name}: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

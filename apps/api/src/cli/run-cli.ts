// What the operators' commands share: the mistake that gets one line and no stack, and how main sets the exit code.
import { ConfigError } from '../config.js';

/** A mistake of the operator: one line on stderr, exit 1, no stack trace. */
export class UsageError extends Error {}

/**
 * Runs `main` and exits with its code; a usage or configuration error, or one `alsoExpected` accepts, prints
 * its message alone, anything else prints as unexpected with its stack. Both exit 1.
 */
export function runCli(
  name: string,
  main: () => Promise<number>,
  alsoExpected: (error: unknown) => error is Error = (_error): _error is Error => false,
): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof ConfigError || alsoExpected(error)) {
        console.error(error.message);
      } else {
        console.error(`${name}: error inesperado`, error);
      }
      process.exitCode = 1;
    },
  );
}

// Fastify gives every request a child logger. Building a pino child (bindings, redaction, serializers) cost
// about a third of a cached read's time, while a successful request usually logs nothing. This child is made
// only when a line at an enabled level is actually written.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export class LazyChildLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#child ? this.#child.isLevelEnabled(level) : this.enabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options) as FastifyBaseLogger;
  }

  // Prototype methods: instance fields would allocate seven closures for every request.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: LevelMethod, args: unknown[]): void {
    if (!this.#child && !this.enabled(level)) return;
    (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }

  /** A per-route level (child option) takes precedence over the parent's. */
  private enabled(level: string): boolean {
    if (!this.options.level) return this.parent.isLevelEnabled(level);
    const { values } = this.parent.levels;
    return (values[level] ?? 0) >= (values[this.options.level] ?? 0);
  }

  private logger(): Logger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // Without a logger (logger: false) Fastify's stand-in has nothing worth deferring.
  if (typeof (logger as Partial<Logger>).isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  return new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}

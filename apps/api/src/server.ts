// Entry point: validate the environment, build the app, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { DEMO_LOGINS } from './dev/seed/index.js';
import { devMailboxBannerLine } from './dev/dev-mailbox-routes.js';
import { paymentGatewayBannerLine } from './dev/sandbox-gateway-routes.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line for the operator; a stack trace would only bury it.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const webMode = process.env.WEB_MODE === 'development' ? 'development' : 'production';
  // The built web app runs React's production build even in a local demo run (NODE_ENV unset); React reads
  // NODE_ENV when first imported, so this comes before the web plugin is loaded (ADR 0002).
  if (webMode === 'production') process.env.NODE_ENV ??= 'production';
  const { webPlugin } = await import('./http/web.js');
  const app = await buildApp(config, {
    web: async (instance) =>
      instance.register(webPlugin, {
        apiKey: config.publicApiKey,
        companyCode: config.companyCode,
        companyName: config.companyName,
        isProduction: config.isProduction,
        mode: webMode,
      }),
  });

  let shuttingDown = false;
  const shutdown = (signal: string): void => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // app.close() stops accepting connections, waits for in-flight requests, then closes the database pool.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `${config.tls ? 'https' : 'http'}://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}`;
  const lines = [
    `Portal listo en ${url}  (API: ${url}/api/docs)`,
    devMailboxBannerLine(config, url),
    paymentGatewayBannerLine(config, url),
  ];
  if (config.seedDemo) {
    lines.push('Usuarios de demostración:');
    for (const login of DEMO_LOGINS) lines.push(`  ${login.email} / ${login.password}  (${login.note})`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

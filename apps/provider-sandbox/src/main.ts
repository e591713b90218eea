import { buildSandbox } from './app';
import { HOST, parseArgs, USAGE, UsageError, type CliOptions } from './cli/args';

/** The CLI: `node dist/main.js --port N --data-dir D` (see cli/args.ts). */
async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const { app } = buildSandbox({ storage: options.storage, devRoutes: options.devRoutes, offersFile: options.offersFile, publisherFile: options.publisherFile, captcha: options.captcha });
  const url = await app.listen({ host: HOST, port: options.port });
  const where = options.storage === ':memory:' ? 'in memory' : `${options.storage.dataDir}/provider-sandbox.sqlite`;
  console.log(`Provider sandbox (subscription-billing stand-in; video platform under ${url}/inplayer; card-page payments host at /v1/checkout/sessions; library login at /_library/{provider}/login) listening on ${url} (state: ${where}${options.devRoutes ? '; dev routes on /_sandbox' : ''})`);
  const stop = (): void => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

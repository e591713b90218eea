// Starts cognito-local (npm `cognito-local`, a Cognito emulator) on 127.0.0.1 for development and
// tests: a temp data dir seeded with the fixed demo pool `local_0tt0demo` and app client
// `0ttdemoclient00000000000000` (custom attributes custom:favorites and custom:watchHistory
// declared), and a small loopback "Lambda" that plays the pool's triggers: pre-sign-up confirms
// new users at once, custom-message puts the site's reset link in the forgot-password mail
// (printed by the emulator). Everything stops with stop() or with the process.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_POOL_ID = 'local_0tt0demo';
export const DEMO_CLIENT_ID = '0ttdemoclient00000000000000';
export const DEMO_REGION = 'us-east-1';
const HOST = '127.0.0.1';
const require = createRequire(import.meta.url);

/** A port nobody listens on now (the emulator needs it before it starts: its token issuer names it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Attribute schema of the demo pool: Cognito's standard attributes plus the two list attributes (2048 characters each). */
function schemaAttributes() {
  const { USER_POOL_AWS_DEFAULTS } = require('cognito-local/lib/services/cognitoService.js');
  const custom = ['favorites', 'watchHistory'].map((name) => ({
    Name: `custom:${name}`,
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' },
  }));
  return [...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []), ...custom];
}

function seed(dataDir, { port, lambdaPort }) {
  const dbDir = join(dataDir, '.cognito', 'db');
  mkdirSync(dbDir, { recursive: true });
  const now = new Date().toISOString();
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({
      ServerConfig: { hostname: HOST, port },
      TokenConfig: { IssuerDomain: `http://${HOST}:${port}` },
      LambdaClient: { endpoint: `http://${HOST}:${lambdaPort}`, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
      TriggerFunctions: { PreSignUp: 'ott-auto-confirm', CustomMessage: 'ott-reset-link' },
      UserPoolDefaults: { UsernameAttributes: ['email'] },
    }),
  );
  writeFileSync(
    join(dbDir, `${DEMO_POOL_ID}.json`),
    JSON.stringify({
      Options: {
        Id: DEMO_POOL_ID,
        Name: 'ott-demo',
        Arn: `arn:aws:cognito-idp:${DEMO_REGION}:000000000000:userpool/${DEMO_POOL_ID}`,
        CreationDate: now,
        LastModifiedDate: now,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OFF',
        // The site's own password rule (000 §5): 8 characters with a lowercase letter and a digit.
        Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireNumbers: true, RequireUppercase: false, RequireSymbols: false, TemporaryPasswordValidityDays: 7 } },
        SchemaAttributes: schemaAttributes(),
      },
      Users: {},
      Groups: {},
    }),
  );
  writeFileSync(
    join(dbDir, 'clients.json'),
    JSON.stringify({
      Clients: {
        [DEMO_CLIENT_ID]: {
          ClientId: DEMO_CLIENT_ID,
          ClientName: 'ott-web',
          UserPoolId: DEMO_POOL_ID,
          CreationDate: now,
          LastModifiedDate: now,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          EnableTokenRevocation: true,
          RefreshTokenValidity: 30,
          TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
        },
      },
    }),
  );
}

/** The pool's triggers on loopback (the Lambda Invoke API's path): what a production pool's Lambdas do. */
function startTriggers() {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      let event;
      try {
        event = JSON.parse(body || '{}');
      } catch {
        response.writeHead(400).end();
        return;
      }
      const reply = { ...event, response: {} };
      if (event.triggerSource === 'PreSignUp_SignUp') reply.response = { autoConfirmUser: true, autoVerifyEmail: true };
      if (event.triggerSource === 'CustomMessage_ForgotPassword') {
        const resetUrl = event.request?.clientMetadata?.resetUrl;
        const email = event.request?.userAttributes?.email ?? '';
        const link = resetUrl
          ? `${resetUrl}${resetUrl.includes('?') ? '&' : '?'}resetPasswordToken=${event.request.codeParameter}&email=${encodeURIComponent(email)}`
          : `code ${event.request?.codeParameter}`;
        reply.response = { emailSubject: 'Reset your password', emailMessage: `Reset your password: ${link}` };
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  return new Promise((resolve) => server.listen(0, HOST, () => resolve(server)));
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with ${child.exitCode}`);
    try {
      const reply = await fetch(`${url}/${DEMO_POOL_ID}/.well-known/jwks.json`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cognito-local did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the emulator. Resolves { url, port, poolId, clientId, region, issuer, readConfirmationCode(email), stop() }.
 * `log: true` passes the emulator's output (its "mails" with codes and reset links) to this process's stderr.
 */
export async function startCognitoLocal({ port, log = false, timeoutMs = 20_000 } = {}) {
  const listenPort = port ?? (await freePort());
  const triggers = await startTriggers();
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-cognito-local-'));
  seed(dataDir, { port: listenPort, lambdaPort: triggers.address().port });
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], { cwd: dataDir, stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'ignore'], env: { ...process.env, PORT: String(listenPort) } });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => triggers.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stopNow = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const url = `http://${HOST}:${listenPort}`;
  try {
    await waitUntilUp(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port: listenPort,
    poolId: DEMO_POOL_ID,
    clientId: DEMO_CLIENT_ID,
    region: DEMO_REGION,
    issuer: `${url}/${DEMO_POOL_ID}`,
    /** The code the emulator last "mailed" to this user (sign-up or forgot password), read from its data file. */
    readConfirmationCode(email) {
      const db = JSON.parse(readFileSync(join(dataDir, '.cognito', 'db', `${DEMO_POOL_ID}.json`), 'utf8'));
      const user = Object.values(db.Users ?? {}).find((candidate) => candidate.Attributes?.some((attribute) => attribute.Name === 'email' && attribute.Value === email));
      return user?.ConfirmationCode ?? null;
    },
    stop,
  };
}

// `node cognitoLocal.mjs [port]`: runs the emulator until interrupted (the start script uses startCognitoLocal).
if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = await startCognitoLocal({ port: process.argv[2] ? Number(process.argv[2]) : undefined, log: true });
  console.log(`cognito-local: ${emulator.url} pool ${emulator.poolId} client ${emulator.clientId}`);
  const shutdown = () => void emulator.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { readAccessTokenClaims } from './jwtClaims';

/** The tokens a sign-in or a refresh gives: the access token (the bearer), its expiry, the refresh token. */
export interface PoolTokens {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  refreshToken: string;
}

export interface PoolAttribute {
  Name: string;
  Value: string;
}

/** GetUser's reply: the user name and attributes (`email`, `sub`, `given_name`, `custom:*`...). */
export interface PoolUser {
  Username: string;
  UserAttributes: PoolAttribute[];
}

export interface CognitoIdentityOptions {
  userPoolId: string;
  clientId: string;
  /** The Cognito API endpoint (the region's, or an emulator's in development and tests). */
  endpoint: string;
}

/** The library's request client (CognitoUserPool.client): the calls that take an access token go through it. */
interface PoolRequestClient {
  promisifyRequest(operation: string, params: Record<string, unknown>): Promise<unknown>;
}

/**
 * The library keeps tokens in its own storage (localStorage by default); the session lives in
 * `jwapp.auth` instead, so the library gets a storage that forgets everything.
 */
class ForgetfulStorage implements ICognitoStorage {
  setItem(): void {}
  getItem(): null {
    return null;
  }
  removeItem(): void {}
  clear(): void {}
}

const tokensOf = (session: CognitoUserSession): PoolTokens => ({
  accessToken: session.getAccessToken().getJwtToken(),
  expiresAt: session.getAccessToken().getExpiration() * 1000,
  refreshToken: session.getRefreshToken().getToken(),
});

/**
 * A Cognito user pool through Amazon's identity library (amazon-cognito-identity-js): sign-up,
 * sign-in with the user-password flow (USER_PASSWORD_AUTH: the app client must allow it; the
 * emulator has no SRP), refresh, password reset by code, and the calls that take the access token
 * (GetUser, UpdateUserAttributes, ChangePassword, RevokeToken). Failures are the library's errors
 * (`name` = Cognito's exception name); cognitoErrors.ts maps them once to the catalogue.
 */
export class CognitoIdentity {
  private readonly pool: CognitoUserPool;
  private readonly storage = new ForgetfulStorage();

  constructor(private readonly options: CognitoIdentityOptions) {
    this.pool = new CognitoUserPool({ UserPoolId: options.userPoolId, ClientId: options.clientId, endpoint: options.endpoint, Storage: this.storage });
  }

  /** Creates the user (the email is the user name); resolves whether the pool confirmed it at once. */
  signUp(email: string, password: string, attributes: PoolAttribute[] = []): Promise<{ userConfirmed: boolean; userSub: string }> {
    const list = [new CognitoUserAttribute({ Name: 'email', Value: email }), ...attributes.map((attribute) => new CognitoUserAttribute(attribute))];
    return new Promise((resolve, reject) => {
      this.pool.signUp(email, password, list, [], (error, result) => {
        if (error || !result) reject(error ?? new Error('SignUp answered nothing'));
        else resolve({ userConfirmed: result.userConfirmed, userSub: result.userSub });
      });
    });
  }

  signIn(email: string, password: string): Promise<PoolTokens> {
    const user = this.user(email);
    user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    return new Promise((resolve, reject) => {
      user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
        onSuccess: (session) => resolve(tokensOf(session)),
        onFailure: (error: unknown) => reject(error),
        // A pool that asks for more than the password (a new password, MFA) is not one this site can sign in to.
        newPasswordRequired: () => reject(challengeError('NEW_PASSWORD_REQUIRED')),
        mfaRequired: () => reject(challengeError('SMS_MFA')),
        totpRequired: () => reject(challengeError('SOFTWARE_TOKEN_MFA')),
        customChallenge: () => reject(challengeError('CUSTOM_CHALLENGE')),
        mfaSetup: () => reject(challengeError('MFA_SETUP')),
        selectMFAType: () => reject(challengeError('SELECT_MFA_TYPE')),
      });
    });
  }

  /**
   * REFRESH_TOKEN_AUTH: a new access token for the refresh token. Sent through the pool's client
   * rather than CognitoUser.refreshSession, which retries a refused refresh with back-off for
   * seconds: a revoked session must end at once. The expiry is the token's own `exp`.
   */
  async refresh(refreshToken: string): Promise<PoolTokens> {
    const reply = (await this.client.promisifyRequest('InitiateAuth', {
      ClientId: this.options.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    })) as { AuthenticationResult?: { AccessToken?: string; RefreshToken?: string } };
    const accessToken = reply.AuthenticationResult?.AccessToken;
    const claims = accessToken ? readAccessTokenClaims(accessToken) : null;
    if (!accessToken || !claims) throw Object.assign(new Error('The refresh answered no readable access token'), { name: 'NotAuthorizedException', code: 'NotAuthorizedException' });
    return { accessToken, expiresAt: claims.exp * 1000, refreshToken: reply.AuthenticationResult?.RefreshToken || refreshToken };
  }

  /** Sends the confirmation code to the user's email (ForgotPassword); the metadata goes to the pool's message trigger. */
  forgotPassword(email: string, clientMetadata?: Record<string, string>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.user(email).forgotPassword({ onSuccess: () => resolve(), onFailure: (error) => reject(error) }, clientMetadata);
    });
  }

  /** Sets the new password with the code of the mail (ConfirmForgotPassword). */
  confirmPassword(email: string, code: string, newPassword: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.user(email).confirmPassword(code, newPassword, { onSuccess: () => resolve(), onFailure: (error) => reject(error) });
    });
  }

  async getUser(accessToken: string): Promise<PoolUser> {
    return (await this.client.promisifyRequest('GetUser', { AccessToken: accessToken })) as PoolUser;
  }

  async updateAttributes(accessToken: string, attributes: PoolAttribute[]): Promise<void> {
    await this.client.promisifyRequest('UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: attributes });
  }

  async changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void> {
    await this.client.promisifyRequest('ChangePassword', { AccessToken: accessToken, PreviousPassword: previousPassword, ProposedPassword: proposedPassword });
  }

  /** Revokes the refresh token (and the access tokens issued with it) at logout. */
  async revokeRefreshToken(refreshToken: string): Promise<void> {
    await this.client.promisifyRequest('RevokeToken', { Token: refreshToken, ClientId: this.options.clientId });
  }

  private get client(): PoolRequestClient {
    return (this.pool as unknown as { client: PoolRequestClient }).client;
  }

  private user(username: string): CognitoUser {
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: this.storage });
  }
}

/** A sign-in the pool answers with a challenge this site does not handle. */
const challengeError = (challenge: string): Error => Object.assign(new Error(`The user pool asks for ${challenge}`), { name: 'UnsupportedChallengeException', code: 'UnsupportedChallengeException' });

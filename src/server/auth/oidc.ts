import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import type { Config } from '../config';

/** The cookie that ties a browser to its sign-in in progress; it holds only an opaque key. */
export const oidcFlowCookieName = 'dormie_oidc';
/** How long a person has at the provider before the sign-in must start again. */
export const oidcFlowLifetimeMs = 10 * 60 * 1000;

export const oidcMessages = {
  expired: 'Your sign-in took too long or was started in another browser. Please try again.',
  cancelled: 'Sign-in was cancelled at your provider.',
  refusedByProvider: 'Your provider refused the sign-in. Please try again.',
  failed: 'Sign-in with your provider could not be completed. Please try again.',
  unavailable: 'Sign-in with your provider is unavailable right now. Please try again later.',
  noEmail: 'Your provider did not share a verified email address, so Dormie cannot find your account.',
} as const;

/** A refused sign-in whose message is written for the person and is shown on /login. */
export class OidcRefusal extends Error {
  override name = 'OidcRefusal';
}

/** What one sign-in must remember between /api/login and /api/callback. */
export type OidcFlow = {
  state: string;
  nonce: string;
  codeVerifier: string;
  inviteCode: string | undefined;
  createdAt: number;
};

/** Who the provider says signed in: the stable subject and a verified e-mail. */
export type OidcIdentity = {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
};

/**
 * Sign-ins in progress, kept in memory under a random 256-bit key that is all the cookie carries.
 * Why not a signed cookie: the app has no cookie secret to sign with, and an opaque key exposes nothing
 * (no nonce or PKCE verifier travels to the browser) and makes each flow single-use, since it is deleted
 * when the callback takes it. The cost: a restart or a second instance loses flows in progress, and the
 * person simply signs in again. The size cap bounds memory however often /api/login is called.
 */
export class OidcFlowStore {
  private readonly flows = new Map<string, OidcFlow>();

  constructor(
    private readonly lifetimeMs = oidcFlowLifetimeMs,
    private readonly maxFlows = 10_000,
  ) {}

  /** Keeps the flow and returns the key to put in the cookie. */
  put(flow: OidcFlow): string {
    this.prune(flow.createdAt);
    const key = randomBytes(32).toString('base64url');
    this.flows.set(key, flow);
    return key;
  }

  /** Removes and returns the live flow under that key; a flow is never handed out twice. */
  take(key: string | undefined, now = Date.now()): OidcFlow | null {
    if (!key) return null;
    const flow = this.flows.get(key);
    this.flows.delete(key);
    return flow && now - flow.createdAt < this.lifetimeMs ? flow : null;
  }

  private prune(now: number): void {
    for (const [key, flow] of this.flows) {
      if (now - flow.createdAt >= this.lifetimeMs) this.flows.delete(key);
    }
    // Still full of live flows: drop the oldest (Map keeps insertion order) rather than grow.
    const oldest = this.flows.keys().next();
    if (this.flows.size >= this.maxFlows && !oldest.done) this.flows.delete(oldest.value);
  }
}

// Some providers (Cognito) send email_verified as a string.
const ClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

const nameClaim = (value: string | undefined) => value?.trim().slice(0, 60) || null;

/**
 * The identity in the provider's claims. An e-mail the provider marks unverified is refused: matching
 * accounts by e-mail is only safe when the provider vouches for the address. A missing email_verified is
 * accepted because several providers omit it for addresses they manage themselves.
 */
export function oidcIdentityFromClaims(claims: unknown): OidcIdentity {
  const parsed = ClaimsSchema.safeParse(claims);
  if (!parsed.success) throw new OidcRefusal(oidcMessages.noEmail);
  const { sub, email, email_verified: verified } = parsed.data;
  if (!email || verified === false || verified === 'false') throw new OidcRefusal(oidcMessages.noEmail);
  return {
    subject: sub,
    email,
    firstName: nameClaim(parsed.data.given_name),
    lastName: nameClaim(parsed.data.family_name),
    name: nameClaim(parsed.data.name),
  };
}

/** True for an issuer on this machine, the only case where plain http is tolerated (tests, local dev). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/** The OpenID Connect client: builds the provider redirect and checks what comes back. */
export class OidcSignIn {
  private readonly flows = new OidcFlowStore();
  private discovered: Promise<client.Configuration> | undefined;
  /** Where the provider sends the browser back; it must be registered at the provider exactly so. */
  readonly redirectUri: string;

  constructor(
    private readonly settings: { issuer: string; clientId: string; clientSecret: string | undefined; publicUrl: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.redirectUri = `${settings.publicUrl}/api/callback`;
  }

  /** Starts a sign-in: returns the provider URL to send the browser to and the key for the flow cookie. */
  async start(inviteCode: string | undefined): Promise<{ redirectUrl: string; flowKey: string }> {
    const config = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const flow: OidcFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      inviteCode,
      createdAt: Date.now(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { redirectUrl: url.href, flowKey: this.flows.put(flow) };
  }

  /**
   * Finishes a sign-in from the callback's query string: the flow must exist, and state, nonce and PKCE
   * are checked by openid-client while it redeems the code and validates the ID token.
   */
  async finish(flowKey: string | undefined, callbackQuery: string): Promise<{ identity: OidcIdentity; inviteCode: string | undefined }> {
    const flow = this.flows.take(flowKey);
    if (!flow) throw new OidcRefusal(oidcMessages.expired);
    const config = await this.configuration();
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.search = callbackQuery;
    const tokens = await client
      .authorizationCodeGrant(config, callbackUrl, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.codeVerifier,
        idTokenExpected: true,
      })
      .catch((error: unknown) => {
        throw this.protocolRefusal(error);
      });
    return { identity: await this.identity(config, tokens), inviteCode: flow.inviteCode };
  }

  /**
   * Claims come from the ID token; a provider that follows OpenID Connect Core §5.4 strictly puts
   * scope-requested claims (email, names) only in UserInfo for the code flow, so UserInfo fills the gap.
   */
  private async identity(config: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcRefusal(oidcMessages.failed);
    if (idClaims.email !== undefined) return oidcIdentityFromClaims(idClaims);
    const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch((error: unknown) => {
      throw this.protocolRefusal(error);
    });
    return oidcIdentityFromClaims({ ...idClaims, ...userInfo });
  }

  /** Maps a protocol failure to words for the person; the log gets the library's reason, which holds no secret. */
  private protocolRefusal(error: unknown): OidcRefusal {
    if (error instanceof client.AuthorizationResponseError) {
      this.log.warn({ providerError: error.error }, 'oidc: provider returned an error');
      return new OidcRefusal(error.error === 'access_denied' ? oidcMessages.cancelled : oidcMessages.refusedByProvider);
    }
    const reason = error instanceof Error ? error.message : String(error);
    const code = error instanceof client.ClientError ? error.code : undefined;
    this.log.warn({ reason, code }, 'oidc: callback rejected');
    return new OidcRefusal(oidcMessages.failed);
  }

  /**
   * The provider's discovered configuration, fetched once and shared. A failed discovery is not cached,
   * so a provider that was down at the first sign-in is tried again at the next one.
   */
  private configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      this.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'oidc: discovery failed');
      throw new OidcRefusal(oidcMessages.unavailable);
    });
    return this.discovered;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const issuerUrl = new URL(issuer);
    // client_secret_basic is the method every provider must support (RFC 6749 §2.3.1); without a secret
    // the app is a public client and PKCE alone protects the code.
    const auth = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
    const execute = isLoopbackHttp(issuerUrl) ? [client.allowInsecureRequests] : [];
    return client.discovery(issuerUrl, clientId, undefined, auth, { execute });
  }
}

/** The configured OpenID Connect sign-in, or null when OIDC_ISSUER is unset. */
export function createOidcSignIn(
  config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'publicUrl'>,
  log: FastifyBaseLogger,
): OidcSignIn | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  const settings = {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    publicUrl: config.publicUrl,
  };
  return new OidcSignIn(settings, log);
}

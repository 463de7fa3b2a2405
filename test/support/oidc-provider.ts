import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no type declarations and @types/oidc-provider is not installed; the
// small surface used here is typed by ProviderConstructor below.
import ProviderModule from 'oidc-provider';

/** A person the test provider can sign in; `claimsIn: 'userinfo'` keeps e-mail and names out of the ID token. */
export type TestAccount = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  claimsIn?: 'id_token' | 'userinfo';
};

type Claims = Record<string, unknown>;
type FoundAccount = { accountId: string; claims(use: string): Promise<Claims> };
type ProviderConstructor = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => { callback(): (request: IncomingMessage, response: ServerResponse) => void };
const Provider = ProviderModule as ProviderConstructor;

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login name (the `sub`); tests may add more. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
};

function accountClaims(account: TestAccount, use: string): Claims {
  const { claimsIn = 'id_token', ...claims } = account;
  if (use === 'id_token' && claimsIn === 'userinfo') return { sub: account.sub };
  return { email_verified: true, ...claims };
}

/**
 * A real OpenID provider (oidc-provider) on a free 127.0.0.1 port, with one confidential client whose
 * redirect URI is `redirectUri`, and its development login and consent pages, which tests drive by form posts.
 */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  // The issuer names the port, so the server listens first and gets its request handler once the provider exists.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'dormie-test';
  const clientSecret = 'dormie-test-secret-that-is-long-enough';

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // Claims requested by scope also go into the ID token, as Google does; TestAccount.claimsIn covers the rest.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key'] },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes keep the provider from printing a notice for each default it falls back to.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx: unknown, sub: string): Promise<FoundAccount | undefined> {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async (use: string) => accountClaims(account, use) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough of a browser's cookie store for one sign-in: names and values, every cookie sent everywhere. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows the authorization redirect, signs in as `login` on the login
 * page, continues on the consent page, and returns the URL the provider finally sends back to the app
 * (`redirectUri?code=...&state=...`) without requesting it.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  const request = async (url: URL, body?: URLSearchParams) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 10; step += 1) {
    let response = await request(url);
    if (response.status === 200) response = await submitInteraction(request, url, await response.text(), login);
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url);
    if (url.href.startsWith(redirectUri)) return url;
  }
  throw new Error('provider redirected too many times');
}

/** Posts the development login form (any password works) or the consent form, whichever the page shows. */
async function submitInteraction(
  request: (url: URL, body?: URLSearchParams) => Promise<Response>,
  url: URL,
  html: string,
  login: string,
): Promise<Response> {
  const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
  if (prompt === 'login') return request(url, new URLSearchParams({ prompt, login, password: 'any' }));
  if (prompt === 'consent') return request(url, new URLSearchParams({ prompt }));
  throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../src/contract/errors';
import { buildApp } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { precompressDirectory } from '../scripts/vite-precompress';
import { pageHtml, withAppShell } from '../scripts/vite-prerender';
import { PRERENDERED_MANIFEST } from '../src/server/http/prerendered-pages';
import { describeEachDatabase, testConfig } from './support/app';
import { workerDatabase } from './support/database';

describeEachDatabase('foundation API', (ctx) => {
  it('GET /api/health checks the database and names it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.kind, redis: 'off' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    // Every error answer is the contract's ApiError, which the client parses.
    expect(ApiErrorSchema.parse(response.json())).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('answers a malformed JSON body with a 400 and a message, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "sam",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('sends a page helmet’s security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/api/health', '/api/no-such-thing', '/ws'])('sends %s the API’s security headers: no page is drawn from it', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    // What only a document obeys is left out.
    expect(response.headers).not.toHaveProperty('referrer-policy');
    expect(response.headers).not.toHaveProperty('cross-origin-opener-policy');
  });
});

describe('configuration', () => {
  it.each([
    { port: 'abc', message: 'PORT must be a number' },
    { port: '70000', message: 'PORT must be between 0 and 65535' },
    { port: '80.5', message: 'PORT must be a whole number' },
  ])('refuses PORT=$port with "$message"', ({ port, message }) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(message);
  });

  it('uses port 3000 and ./data by default', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('refuses an ADMIN_USERNAME without ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow('ADMIN_PASSWORD is required when ADMIN_USERNAME is set');
  });

  it('hashes new passwords at scrypt cost 15 unless told otherwise, and below it only on a test server', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '17' }).PASSWORD_HASH_COST).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: '14' })).toThrow('PASSWORD_HASH_COST below 15 is for tests only (NODE_ENV=test)');
    }
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow('PASSWORD_HASH_COST must be between 15 and 17');
    expect(() => loadConfig({ PASSWORD_HASH_COST: '18' })).toThrow('PASSWORD_HASH_COST must be between 15 and 17');
    expect(() => loadConfig({ PASSWORD_HASH_COST: '15.5' })).toThrow('PASSWORD_HASH_COST must be a whole number');
  });

  it('refuses a Stripe key without the webhook secret, and a stand-in address that is not a URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: 'not a url' })).toThrow('STRIPE_API_URL');
  });
});

describe('prerendering the public pages', () => {
  it('writes a page into the template: its markup, and its title and description escaped', () => {
    const template = '<html><head><title></title><meta name="description" content="" /></head><body><div id="root"><!--page--></div></body></html>';
    const html = pageHtml(template, { path: '/pricing', title: 'Pricing & plans | Dormie', description: 'From $9.99 "a month"', html: '<p>$9.99 $& $1</p>' });
    expect(html).toBe(
      '<html><head><title>Pricing &amp; plans | Dormie</title><meta name="description" content="From $9.99 &quot;a month&quot;" /></head><body><div id="root"><p>$9.99 $& $1</p></div></body></html>',
    );
    expect(() => pageHtml('<html></html>', { path: '/', title: 'T', description: 'D', html: '' })).toThrow('no');
  });

  it('fills the app’s empty root with the loading shell, and refuses an index.html without one', () => {
    const index = '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>';
    expect(withAppShell(index, '<div role="status">$& Loading</div>')).toBe(
      '<body><div id="root"><div role="status">$& Loading</div></div><script type="module" src="/assets/index.js"></script></body>',
    );
    expect(() => withAppShell('<body><div id="app"></div></body>', '<p>x</p>')).toThrow('no empty');
  });
});

describe('serving the web client', () => {
  it('serves index.html for app paths, assets with long caching, and 404 for a missing file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dormie-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dormie</title>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dir }), database: await workerDatabase('pglite'), logger: false });
    try {
      const page = await app.inject({ url: '/app/profile/42?tab=settings' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Dormie</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding'], 'no encoding asked for, none given').toBeUndefined();
      const missing = await app.inject({ url: '/assets/app-old999.js' });
      expect(missing.statusCode).toBe(404);
      expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('serves the public pages the build prerendered, listed in its manifest, and index.html for the other pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dormie-web-'));
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dormie app</title>');
    writeFileSync(path.join(dir, 'pages', 'index.html'), `<!doctype html><title>Home page</title>${'<!-- pad -->'.repeat(200)}`);
    writeFileSync(path.join(dir, 'pages', 'features.html'), '<!doctype html><title>Features page</title>');
    writeFileSync(path.join(dir, PRERENDERED_MANIFEST), JSON.stringify({ '/': 'pages/index.html', '/features': 'pages/features.html' }));
    precompressDirectory(dir);
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dir }), database: await workerDatabase('pglite'), logger: false });
    try {
      for (const [url, title] of [
        ['/', 'Home page'],
        ['/?utm_source=mail', 'Home page'],
        ['/features', 'Features page'],
        ['/features/', 'Features page'],
        ['/pricing', 'Dormie app'],
        ['/features/extra', 'Dormie app'],
        ['/app/game/7', 'Dormie app'],
      ] as const) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain(`<title>${title}</title>`);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      }
      const compressed = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<title>Home page</title>');
    } finally {
      await app.close();
    }
  });

  it('serves the build\'s precompressed copies to a browser that accepts them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dormie-web-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('a fairway '.repeat(400))});`;
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Dormie</title>${'<!-- pad -->'.repeat(200)}`);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    const compressed = precompressDirectory(dir);
    expect(compressed.files).toBe(2);
    expect(compressed.brotliBytes).toBeLessThan(compressed.bytes / 5);

    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dir }), database: await workerDatabase('pglite'), logger: false });
    try {
      const brotli = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

      const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

      // The history fallback sends index.html the same way.
      const page = await app.inject({ url: '/app/upload-course', headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Dormie</title>');
    } finally {
      await app.close();
    }
  });
});

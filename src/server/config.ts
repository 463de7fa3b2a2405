import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { StrongPasswordSchema, UsernameSchema } from '../contract/auth';
import { PASSWORD_HASH_COST, PASSWORD_HASH_MAX_COST, PASSWORD_HASH_TEST_COST } from './auth/password';

/** Environment flags accept the usual spellings; anything else is a start-up error, not a silent false. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

const trustEveryHop =
  'TRUST_PROXY=true would believe X-Forwarded-For from anyone; give the number of proxies in front of Dormie (e.g. 1) or their addresses';

/**
 * Which proxies' X-Forwarded-* headers to believe (issue 8): unset or false for none, a hop count (1 for one
 * load balancer), or a comma-separated list of proxy addresses or CIDR ranges. Never every hop: a client
 * could then choose its own address and walk past every per-address limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    const text = value?.trim().toLowerCase() ?? '';
    if (['', 'false', 'no', '0'].includes(text)) return false;
    if (['true', 'yes'].includes(text)) {
      ctx.addIssue({ code: 'custom', message: trustEveryHop });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text.split(',').map((part) => part.trim());
    if (addresses.every((address) => isIP(address.split('/')[0] ?? '') !== 0)) return addresses;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count or a comma-separated list of proxy addresses' });
    return z.NEVER;
  });

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    // Only seed the first start (bootstrap-admin.ts); held to the rules of an admin-created account.
    ADMIN_USERNAME: optionalText.pipe(UsernameSchema.optional()),
    ADMIN_PASSWORD: optionalText.pipe(StrongPasswordSchema.optional()),
    ALLOW_SIGNUP: flag,
    /** log2 of scrypt's N for new password hashes (auth/password.ts); below the default only under NODE_ENV=test. */
    PASSWORD_HASH_COST: z.coerce
      .number({ error: 'PASSWORD_HASH_COST must be a number' })
      .int('PASSWORD_HASH_COST must be a whole number')
      .min(PASSWORD_HASH_TEST_COST, `PASSWORD_HASH_COST must be between ${String(PASSWORD_HASH_COST)} and ${String(PASSWORD_HASH_MAX_COST)}`)
      .max(PASSWORD_HASH_MAX_COST, `PASSWORD_HASH_COST must be between ${String(PASSWORD_HASH_COST)} and ${String(PASSWORD_HASH_MAX_COST)}`)
      .default(PASSWORD_HASH_COST),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Dormie <no-reply@dormie.golf>'),
    SUPPORT_EMAIL: z.email().default('support@dormie.golf'),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PAYMENT_LINK: optionalUrl,
    STRIPE_PORTAL_LINK: optionalUrl,
    /** Where the Stripe SDK sends its calls; unset for Stripe itself. For a local stand-in such as stripe-mock (tests). */
    STRIPE_API_URL: optionalUrl,
    WEB_DIST_DIR: z.string().default('dist/web'),
    /** Set for several instances: rate limits and sign-in throttles count in this Redis, shared by all (README). */
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional()),
    /** Starts every key Dormie writes to Redis, so one Redis can serve other apps (or test runs) too. */
    REDIS_KEY_PREFIX: z.string().min(1).default('dormie:'),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_PASSWORD is required when ADMIN_USERNAME is set' });
    }
    if (env.PASSWORD_HASH_COST < PASSWORD_HASH_COST && env.NODE_ENV !== 'test') {
      // Cheaper hashes are for test servers, which make hundreds of accounts: a real server's passwords keep their cost.
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `PASSWORD_HASH_COST below ${String(PASSWORD_HASH_COST)} is for tests only (NODE_ENV=test)`,
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      // Without the webhook nobody who pays would ever be marked as paid.
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set' });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set' });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDistDir: string; publicUrl: string };

/** Thrown when the environment is invalid; its message names every bad variable so start-up can print it and stop. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration from an environment map (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    webDistDir: path.resolve(config.WEB_DIST_DIR),
    // The address users reach the app at, for links in e-mails and the OpenID redirect.
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}

/** The configuration, or, when the environment is invalid, its message printed and the process ended (start-up). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Adds the variables of a dotenv file (`.env`, as `.env.example` shows) to `env`, under those already set: a variable
 * given on the command line or by the service manager always wins over the file. No file, nothing added. Answers the
 * names it set. Node's own `--env-file-if-exists` does the same, but Node 20.19, which package.json allows, lacks it.
 */
export function loadEnvFile(file: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(file)) return [];
  const added: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (name in env) continue;
    env[name] = value;
    added.push(name);
  }
  return added;
}

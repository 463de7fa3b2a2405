// The file name a download's Content-Disposition header gives (RFC 6266): the browser saves an export under it.

/** The last path part of a name, so a header can never name a folder to save into. */
function baseName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}

function decodeExtended(value: string): string | null {
  // filename*=charset'language'percent-encoded (RFC 5987); only UTF-8 and ASCII are in use.
  const match = /^([\w-]*)'[^']*'(.*)$/.exec(value);
  if (!match?.[2]) return null;
  const charset = (match[1] ?? '').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'us-ascii' && charset !== 'iso-8859-1') return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    // A malformed escape: fall back to the plain filename parameter.
    return null;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  return trimmed;
}

/** The parameters of a header value, by lower-case name; quoted values may hold ';'. */
function parametersOf(header: string): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const match of header.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const [, name, value] = match;
    if (name && value !== undefined) parameters.set(name.toLowerCase(), value);
  }
  return parameters;
}

/**
 * The file name of a Content-Disposition header: `filename*` (percent-decoded UTF-8) before `filename`, reduced to
 * its last path part; null when the header is missing or names no file.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const parameters = parametersOf(header);
  const extended = parameters.get('filename*');
  const decoded = extended === undefined ? null : decodeExtended(unquote(extended));
  const plain = parameters.get('filename');
  const name = decoded ?? (plain === undefined ? null : unquote(plain));
  const base = name === null ? '' : baseName(name);
  return base === '' || base === '.' || base === '..' ? null : base;
}

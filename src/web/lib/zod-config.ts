import { z } from 'zod';

// Imported first by the app's entry (main.tsx) and by the public pages' contact form (their only zod, loaded on
// demand), before any schema is built: zod reads this setting as it builds each object schema. Unset, zod compiles a
// fast parser for each object schema with `new Function`, after probing once whether it may. The app's
// Content-Security-Policy allows no eval (script-src 'self', src/server/app.ts), so the browser refuses the probe and
// fires a securitypolicyviolation on every visit that parses an answer. Jitless, zod neither probes nor compiles. Each
// schema parses the way it already did after the refused probe. The server keeps the compiled parsers: no policy
// applies there, and a score post's parse is on its hottest path.
z.config({ jitless: true });

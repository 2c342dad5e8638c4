// The client's zod: in the client build every `import … from 'zod'` resolves to this module (vite.config.ts),
// so it runs before any schema is built, in whatever chunk. Zod compiles fast parsers with `new Function`
// unless told not to, and probes for that when an object schema is built: under our Content-Security-Policy
// (no 'unsafe-eval') the probe itself is reported as a violation. Jitless parsing is fast enough for forms.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };

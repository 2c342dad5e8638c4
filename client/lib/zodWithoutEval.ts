// Imported first by main.tsx. Zod compiles fast parsers with `new Function` unless told not to, and probes
// for that even when it then falls back: under our Content-Security-Policy (no 'unsafe-eval') the probe
// itself is reported as a violation. Jitless parsing is fast enough for our forms.
import { z } from 'zod';

z.config({ jitless: true });

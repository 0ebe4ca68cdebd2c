/**
 * Imported before the SDK wherever it may run under a strict CSP (the page):
 * zod, which the SDK validates with, probes for eval while its schemas are
 * being defined, and a CSP without 'unsafe-eval' reports that probe as a
 * violation even though zod copes. Jitless mode skips the probe.
 */
import { config } from 'zod';

config({ jitless: true });

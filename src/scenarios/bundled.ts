/**
 * The lesson's scenarios as shipped under scenarios/, validated at build time
 * by the scenarios plugin (vite.config.ts). Problems are kept, not thrown, so
 * one bad file is reported without taking the page down. The page's shell
 * imports only their summaries (listed.ts); this module loads after it.
 */
import data from 'virtual:lesson-scenarios';
import type { LoadedScenarios } from './load.ts';

export const bundled: LoadedScenarios = data;

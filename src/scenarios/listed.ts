/**
 * The lesson's scenarios as the page's shell lists them (function, id, label), validated
 * at build time like the full ones (bundled.ts), which the page loads after its first screen.
 */
import data from 'virtual:lesson-scenarios/listed';
import type { ListedScenarios } from './load.ts';

export const listed: ListedScenarios = data;

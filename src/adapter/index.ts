/** The adapter's public surface: five functions, their error, and the shapes they exchange. */
export { assembleToolPool } from './assembleToolPool.ts';
export { callExternal } from './callExternal.ts';
export { checkedTool } from './checkedTool.ts';
export { discoverTools } from './discoverTools.ts';
export { AdapterError } from './errors.ts';
export { ERROR_CODES, type ErrorCode, type Locale, message } from './messages.ts';
export { resultText } from './resultText.ts';
export type * from './types.ts';

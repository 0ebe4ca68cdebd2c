/** The three entry functions a scenario can exercise, in the lesson's order. No dependencies: the page shell imports this. */
export const FUNCTION_IDS = ['discover_tools', 'assemble_tool_pool', 'call_external'] as const;
export type FunctionId = (typeof FUNCTION_IDS)[number];

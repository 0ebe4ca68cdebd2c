import { expect, it } from 'vitest';
import { parseFakes, parseOutput } from './readBack.ts';

it("reads the Fakes panel's lists back as the fakes' logs: cursors as JSON, `name {arguments}`, server names", () => {
  expect(parseFakes([['null', '"p2"'], ['search.docs {"query":"运行 许可"}'], ['docs']])).toEqual({
    page_calls: [null, 'p2'],
    remote_calls: [{ name: 'search.docs', arguments: { query: '运行 许可' } }],
    approvals: ['docs'],
  });
});

it('the output is the printed JSON value, or an error that quotes what it was', () => {
  expect(parseOutput('{\n  "type": "tool_result"\n}\n')).toEqual({ type: 'tool_result' });
  expect(() => parseOutput('Error: boom')).toThrow('the output is not the printed JSON value: "Error: boom"');
});

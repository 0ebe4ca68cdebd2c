/**
 * The words of the Practice section: a part of the page's catalog kept beside the feature, so they load with it
 * (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const PRACTICE_TEXT = {
  practiceTitle: { zh: '练习：真实 MCP 通信', en: 'Practice: real MCP' },
  practiceBody: {
    zh: '用户问：“查 docs 服务的运行许可规则，再读 policy.txt，说明两者是否一致。”一个固定的替身模型按剧本选工具；宿主、适配函数和 docs 服务都是真的，用官方 SDK 在你的浏览器里通过内存传输连接，也可以改连一个真正独立运行的服务（Streamable HTTP；命令行版本走 stdio，代码相同）。每次模型请求固定一份工具快照；服务被调用前，由你在对话框里批准或拒绝。',
    en: 'The user asks: "Look up the docs service\'s run-permission rules, then read policy.txt, and say whether they agree." A fixed stand-in model picks tools by script; the host, the adapter functions and the docs service are real, connected by the official SDK through an in-memory transport in your browser, or, if you choose, to a real server running on its own (Streamable HTTP; the command-line version uses stdio, same code). Each model request pins one tool snapshot; before the service is called, you allow or deny it in a dialog.',
  },
  practiceMode: { zh: '服务表现', en: 'Service behaviour' },
  mode_normal: { zh: '正常', en: 'Normal' },
  'mode_business-error': { zh: '业务错误（isError）', en: 'Business error (isError)' },
  'mode_bad-catalog': { zh: '目录含不支持的 schema', en: 'Catalog with an unsupported schema' },
  practiceTransport: { zh: '连接', en: 'Connection' },
  transport_memory: { zh: '页面内（内存传输）', en: 'In this page (in-memory)' },
  transport_http: { zh: '真实服务（Streamable HTTP）', en: 'A real server (Streamable HTTP)' },
  serverUrl: { zh: '服务地址', en: 'Server address' },
  serverUrlHelp: {
    zh: '先在终端运行 `npm run serve:docs`，它监听 {url}。页面只能连接本机（127.0.0.1 或 localhost）。',
    en: 'First run `npm run serve:docs` in a terminal; it listens at {url}. The page can only reach this machine (127.0.0.1 or localhost).',
  },
  notLoopback_not_address: { zh: '这不是一个地址：{detail}', en: 'This is not an address: {detail}' },
  notLoopback_not_http: {
    zh: '地址必须以 http:// 开头：{detail}',
    en: 'The address must start with http://: {detail}',
  },
  notLoopback_not_loopback: {
    zh: '页面只能连接本机（127.0.0.1 或 localhost）上的服务：{detail}',
    en: 'The page can only reach servers on this machine (127.0.0.1 or localhost): {detail}',
  },
  unreachable: {
    zh: '连不上 {url}：服务在运行吗？（`npm run serve:docs`）原因：{detail}',
    en: 'Could not reach {url}: is the server running? (`npm run serve:docs`) Reason: {detail}',
  },
  practiceStart: { zh: '开始练习', en: 'Start' },
  practiceLoading: { zh: '正在加载 MCP SDK…', en: 'Loading the MCP SDK…' },
  practiceRunning: { zh: '运行中', en: 'Running' },
  practiceDone: { zh: '完成', en: 'Done' },
  approvalTitle: { zh: '宿主确认：允许这次外部调用吗？', en: 'Host approval: allow this external call?' },
  approvalBody: {
    zh: '服务 {server} 的工具 {tool} 将收到下面的参数。工具自带的标注（例如 readOnlyHint）不能代替这个决定：决定权在宿主。',
    en: 'Tool {tool} of server {server} will receive the arguments below. Its own annotations (such as readOnlyHint) do not make this decision: the host does.',
  },
  modelRequest: { zh: '模型请求', en: 'Model request' },
  allow: { zh: '允许', en: 'Allow' },
  deny: { zh: '拒绝', en: 'Deny' },
  modelRequests: { zh: '模型请求', en: 'Model requests' },
  toolsCalls: { zh: '服务端 tools/call', en: 'tools/call at the server' },
  protocolVersion: { zh: '协商的协议版本', en: 'Negotiated protocol version' },
  practiceTimeline: { zh: '时间线（模型请求与 JSON-RPC 报文）', en: 'Timeline (model requests and JSON-RPC messages)' },
  finalAnswer: { zh: '模型的回答', en: "The model's answer" },
  pe_snapshot: { zh: '工具快照', en: 'snapshot' },
  pe_systemReused: { zh: '系统提示沿用', en: 'system prompt reused' },
  pe_systemRebuilt: { zh: '系统提示重建', en: 'system prompt rebuilt' },
  pe_model: { zh: '模型 →', en: 'model →' },
  pe_host: { zh: '宿主确认：', en: 'host approval:' },
  pe_pool: { zh: '工具池 →', en: 'pool →' },
  pe_toDocs: { zh: '宿主 → docs', en: 'host → docs' },
  pe_toHost: { zh: 'docs → 宿主', en: 'docs → host' },
  pe_result: { zh: '结果', en: 'result' },
  pe_answered: { zh: '已回复', en: 'answered' },
  pe_request: { zh: '请求', en: 'Request' },
  pe_response: { zh: '回复', en: 'Response' },
  pe_message: { zh: '报文', en: 'Message' },
  ownTitle: { zh: '自己调用一个工具', en: 'Call a tool yourself' },
  ownHelp: {
    zh: '表单按工具的输入 schema 生成。调用照样经过 callExternal 和宿主确认：多给一个 schema 里没有的参数，会在本地就被拒绝，服务端一次 tools/call 也收不到。',
    en: "The form is built from the tool's input schema. The call still goes through callExternal and the host's approval: give an argument the schema does not have and it is refused locally; the server gets no tools/call at all.",
  },
  ownTool: { zh: '工具（模型看到的名字）', en: 'Tool (the name the model sees)' },
  ownExtra: { zh: '多给一个参数（可不填）', en: 'One more argument (optional)' },
  ownExtraKey: { zh: '参数名', en: 'name' },
  ownExtraValue: { zh: '值', en: 'value' },
  ownRun: { zh: '调用', en: 'Call' },
  ownCount: { zh: '服务端收到的 tools/call：{n} 次', en: 'tools/call received by the server: {n}' },
  pe_error: { zh: '错误 {code}：{message}', en: 'error {code}: {message}' },
} satisfies Catalog;

export type PracticeTextKey = keyof typeof PRACTICE_TEXT;

def result_text(reply):
    if not isinstance(reply, dict) or type(reply.get('isError',False)) is not bool:
        raise ValueError('MCP结果格式不合法。')
    blocks = reply.get('content')
    if not isinstance(blocks, list) or not blocks or len(blocks) > 4 or reply.get('structuredContent') is not None:
        raise ValueError('本课只接收一到四块纯文本结果。')
    if any(not isinstance(b,dict) or b.get('type') != 'text' or not isinstance(b.get('text'),str) for b in blocks):
        raise ValueError('结果包含本课不支持的内容类型。')
    text = '\n'.join(block['text'] for block in blocks)
    if not text.strip() or len(text) > 2000:
        raise ValueError('外部结果为空或超过2000字符。')
    return text, reply.get('isError', False)

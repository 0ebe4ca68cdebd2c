def discover_tools(list_page):
    """最多四页八项；完整验证后才返回目录，不发布半份结果。"""
    tools, seen, cursors, cursor = [], set(), set(), None
    for _ in range(4):
        page = list_page(cursor)
        if not isinstance(page, dict) or not isinstance(page.get('tools'), list):
            raise ValueError('工具目录页面不合法。')
        if len(json.dumps(page, ensure_ascii=False).encode()) > 24000:
            raise ValueError('单页目录超过24000字节。')
        for raw in page['tools']:
            tool = checked_tool(raw)
            if tool['name'] in seen or len(tools) >= 8:
                raise ValueError('工具重复或超过八项。')
            seen.add(tool['name'])
            tools.append(tool)
        cursor = page.get('nextCursor')
        if cursor is None:
            return tools
        if not isinstance(cursor, str) or not cursor or len(cursor) > 120 or cursor in cursors:
            raise ValueError('分页游标无效或重复。')
        cursors.add(cursor)
    raise ValueError('工具目录超过四页。')

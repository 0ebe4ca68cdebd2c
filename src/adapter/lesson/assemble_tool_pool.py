def assemble_tool_pool(builtins, servers):
    """同一次组装同时产生模型定义和调用路由；失败不改旧池。"""
    definitions, routes = deepcopy(builtins), {}
    names = {item['name'] for item in definitions}
    if len(names) != len(definitions) or len(servers) > 2:
        raise ValueError('内置名称重复或服务超过两项。')
    for server, client in sorted(servers.items()):
        if not re.fullmatch(r'[a-z][a-z0-9-]{0,15}', server) or not callable(client['call']):
            raise ValueError('宿主服务名或调用接口不合法。')
        if len(client['tools']) > 8:
            raise ValueError('服务工具超过八项。')
        for raw in client['tools']:
            tool = checked_tool(raw)
            alias = 'mcp__' + server + '__' + tool['name'].replace('.', '_')
            if alias in names:
                raise ValueError('映射后的工具名冲突，保留旧池。')
            names.add(alias)
            definitions.append({'name':alias, 'description':tool.get('description',''),
                                'input_schema':deepcopy(tool['inputSchema'])})
            routes[alias] = {'server':server, 'remote':tool['name'],
                             'schema':deepcopy(tool['inputSchema']), 'invoke':client['call']}
    return {'definitions':definitions, 'routes':routes}

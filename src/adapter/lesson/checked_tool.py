def checked_tool(raw):
    """只接入本课支持的必填短字符串对象；不冒充通用JSON Schema验证器。"""
    if not isinstance(raw, dict) or not isinstance(raw.get('name'),str) or not re.fullmatch(r'[A-Za-z0-9_.-]{1,32}', raw.get('name', '')):
        raise ValueError('外部工具名称不受支持。')
    schema = raw.get('inputSchema')
    if not isinstance(schema, dict) or set(schema) != {'type','properties','required','additionalProperties'}:
        raise ValueError('本课只支持显式字段的字符串对象schema。')
    props = schema['properties']
    if (schema['type'] != 'object' or schema['additionalProperties'] is not False
            or not isinstance(props, dict) or len(props) > 4
            or not isinstance(schema['required'], list)
            or any(type(key) is not str for key in schema['required'])
            or len(schema['required']) != len(props) or set(schema['required']) != set(props)
            or any(not isinstance(key,str) or not re.fullmatch(r'[a-z][a-z0-9_]{0,31}', key) or value != {'type':'string'} for key,value in props.items())):
        raise ValueError('schema超出本课支持范围。')
    if not isinstance(raw.get('description',''), str) or len(raw.get('description','')) > 400:
        raise ValueError('工具说明过长或不是文字。')
    return deepcopy(raw)

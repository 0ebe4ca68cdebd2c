def call_external(call, pool, ask_user):
    """宿主确认独立于server标注；一次调用，无自动工具重试。"""
    snapshot = deepcopy(call)
    envelope = {'type':'tool_result', 'tool_use_id':snapshot['id']}
    try:
        route = pool['routes'].get(snapshot.get('name'))
        if route is None:
            raise ValueError('本次工具快照中没有这个路由。')
        arguments = snapshot.get('input')
        if (not isinstance(arguments,dict) or set(arguments) != set(route['schema']['properties'])
                or any(type(value) is not str or len(value) > 120 for value in arguments.values())):
            raise ValueError('外部工具参数字段、类型或长度不符。')
        if ask_user(deepcopy(snapshot), route['server']) is not True:
            return {**envelope, 'is_error':True, 'content':'未执行：本次外部调用未获批准。'}
        reply = route['invoke'](route['remote'], deepcopy(arguments))
        text, failed = result_text(reply)
        return {**envelope, 'is_error':failed, 'content':text}
    except Exception as error:
        return {**envelope, 'is_error':True, 'content':'外部调用未能完成确认：' + type(error).__name__ + ': ' + str(error)[:180]}

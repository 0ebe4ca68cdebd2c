// The course page's side of the embed protocol (docs/embed.md). The playground may live on another
// origin: ?playground=https://play.example/path/ says where; by default it is this page's folder.
(() => {
  const base = new URL(new URLSearchParams(location.search).get('playground') || './', location.href);
  const playgroundOrigin = base.origin;
  const frames = [...document.querySelectorAll('iframe[data-src]')];
  for (const frame of frames) {
    const src = new URL(frame.dataset.src, base);
    src.searchParams.set('origins', location.origin);
    frame.src = src.href;
  }

  const log = document.getElementById('log');
  addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== playgroundOrigin || !data || data.type !== 'mcp-playground:event') return;
    const frame = document.getElementById(data.frame);
    if (!frame) return;
    if (data.event === 'height') frame.style.height = `${data.height}px`;
    if (data.frame === 'call' && data.event === 'stepped')
      log.textContent = `step ${data.step} of ${data.of}, line ${data.line}`;
    if (data.frame === 'call' && data.event === 'finished')
      log.textContent = `finished: ${data.output.split('\n').slice(0, 4).join(' ')}…`;
    if (data.event === 'ready') frame.dataset.ready = 'true';
    // The lesson path: how many checkpoints the student has passed (kept in their browser, reported by the frame).
    if (data.event === 'progress') {
      const bar = document.getElementById('path-progress');
      bar.max = data.total;
      bar.value = data.done;
      document.getElementById('path-text').textContent = `${data.done} of ${data.total} checkpoints passed`;
    }
    if (data.event === 'checkpointPassed')
      document.getElementById('path-text').textContent +=
        ` · passed ${data.checkpoint} (${data.attempts} attempts, ${data.shown} shown, ${data.seconds} s)`;
  });

  // A frame that loads after this script still answers: hello asks it for ready and its height.
  for (const frame of frames) {
    frame.addEventListener('load', () =>
      frame.contentWindow.postMessage({ type: 'mcp-playground:hello' }, playgroundOrigin),
    );
  }

  const call = document.getElementById('call');
  const send = (command, extra = {}) =>
    call.contentWindow.postMessage({ type: 'mcp-playground:command', command, ...extra }, playgroundOrigin);
  document.getElementById('debug').addEventListener('click', () => send('debug'));
  document.getElementById('step').addEventListener('click', () => send('step'));
  document.getElementById('back').addEventListener('click', () => send('step-back'));
  document.getElementById('last').addEventListener('click', () => send('last'));
  document.getElementById('deny').addEventListener('click', () => send('select-scenario', { scenario: 'deny' }));
})();

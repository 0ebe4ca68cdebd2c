/**
 * How a sandbox worker takes the page's port: from its first message, and
 * only in an opaque origin (public/sandbox.html checks the same). The send it
 * returns is bound at once, before any student code can run in the worker, so
 * a later change to `MessagePort.prototype.postMessage` does not reach it, and
 * it never throws: a value the structured clone cannot carry (a function, a
 * Proxy, a getter that throws) makes it return false.
 */
const scope = self as unknown as {
  origin: string;
  onmessage: ((event: MessageEvent) => void) | null;
  close: () => void;
};

export function takePort<Out>(started: (port: MessagePort, send: (message: Out) => boolean) => void): void {
  const opaque = scope.origin === 'null';
  scope.onmessage = (event) => {
    scope.onmessage = null;
    const port = event.ports[0];
    if (!port || !opaque) {
      scope.close();
      return;
    }
    const post = MessagePort.prototype.postMessage.bind(port) as (message: Out) => void;
    started(port, (message) => {
      try {
        post(message);
        return true;
      } catch {
        return false;
      }
    });
  };
}

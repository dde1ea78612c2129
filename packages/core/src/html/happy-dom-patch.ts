/**
 * Test support, never bundled: happy-dom's `Node.prototype.nodeName` getter answers '' for
 * elements (browsers answer the tag name), and DOMPurify reads names through that getter, so
 * under happy-dom it would keep everything. This makes the getter answer as browsers do. Call it
 * before the first sanitise (the shared vitest setup is the place).
 */
export function patchHappyDomNodeName(): void {
  const own = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  const probe = document.createElement('div');
  if (!own?.get || own.get.call(probe) === 'DIV') return;
  const base = own.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
      }
      return base.call(this);
    },
  });
}

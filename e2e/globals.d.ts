interface Window {
  Firsat?: {
    mount(name: string, target: unknown, props?: object): Promise<void>;
    unmount(target: unknown): void;
    scan(root?: ParentNode): void;
    whenIdle(): Promise<void>;
  };
}

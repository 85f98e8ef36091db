// In-process connections: a client in the engine's own process reaches it through a pair of
// streams instead of a socket. Each command then costs no system calls and no trip through the
// kernel — about half the CPU per command of a Unix socket, measured through the MongoDB driver.
//
// The driver has no hook for its transport, so this routes by address: a Unix socket path the
// engine listens on can be registered here, and `net.createConnection` to that path made in this
// process gets a stream pair connected to the engine. Every other connection goes to the real
// `net` untouched. Should a driver stop calling `net.createConnection`, it reaches the same
// engine through the real socket at that path: slower, never wrong.
import { createRequire } from "node:module";
import { Duplex } from "node:stream";

/** The server end of an in-process connection, with the few socket methods the wire server uses. */
export type InProcessSocket = Duplex & {
  remoteAddress: string | undefined;
  setNoDelay(noDelay?: boolean): InProcessSocket;
};

type Accept = (server: InProcessSocket) => void;

const routes = new Map<string, Accept>();
let installed = false;

/** Connections to `path` from this process go to `accept`; returns the function that ends the route. */
export function routeInProcess(path: string, accept: Accept): () => void {
  install();
  routes.set(path, accept);
  return () => {
    if (routes.get(path) === accept) routes.delete(path);
  };
}

/** Two streams, each writing into the other: what one side writes, the other reads. */
export function streamPair(): [InProcessSocket, InProcessSocket] {
  const ends: InProcessSocket[] = [];
  const end = (other: () => InProcessSocket): InProcessSocket => {
    const stream = new Duplex({
      write(chunk: Buffer, _encoding, done) {
        const peer = other();
        // Later, not inside the writer's call: the two sides never run within each other.
        if (!peer.destroyed) queueMicrotask(() => peer.push(chunk));
        done();
      },
      read() {},
      final(done) {
        const peer = other();
        queueMicrotask(() => peer.push(null));
        done();
      },
      destroy(error, done) {
        const peer = other();
        if (!peer.destroyed) queueMicrotask(() => peer.destroy());
        done(error);
      },
    }) as InProcessSocket;
    // What the driver and the wire server call on a net.Socket; nothing here waits on a network.
    const self = () => stream;
    Object.assign(stream, {
      remoteAddress: undefined,
      setNoDelay: self,
      setKeepAlive: self,
      setTimeout: self,
      ref: self,
      unref: self,
    });
    return stream;
  };
  ends.push(
    end(() => ends[1]!),
    end(() => ends[0]!),
  );
  return [ends[0]!, ends[1]!];
}

function install(): void {
  if (installed) return;
  installed = true;
  // The CommonJS `net` the driver requires (in Bun, not the same object as an ES import of it). The
  // CommonJS build of this package has no import.meta: there, this file's own name anchors require.
  const anchor = typeof __filename === "string" ? __filename : import.meta.url;
  const net = createRequire(anchor)("node:net") as { createConnection: (...args: unknown[]) => unknown };
  const original = net.createConnection;
  net.createConnection = function createConnection(this: unknown, ...args: unknown[]) {
    const options = args[0];
    const path = typeof options === "string" ? options : (options as { path?: unknown } | null)?.path;
    const accept = typeof path === "string" ? routes.get(path) : undefined;
    if (!accept) return original.apply(this, args);
    const [client, server] = streamPair();
    accept(server);
    const onConnect = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    process.nextTick(() => {
      client.emit("connect");
      onConnect?.();
    });
    return client;
  };
}

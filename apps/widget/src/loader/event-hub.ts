// A tiny event emitter for window.Parley.on(); a host handler that throws cannot break the widget.

export type Handler = (data?: unknown) => void;

export function createEventHub<E extends string>() {
  const handlers = new Map<E, Set<Handler>>();
  return {
    on(event: E, handler: Handler): () => void {
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set.add(handler));
      return () => set.delete(handler);
    },
    emit(event: E, data?: unknown): void {
      for (const handler of handlers.get(event) ?? []) {
        try {
          handler(data);
        } catch (error) {
          reportError(error); // shown in the console like any uncaught error, without stopping the others
        }
      }
    },
  };
}

/**
 * Resolves in a new task of the event loop (a message, not a clamped timer). Start-up awaits it
 * between sending its requests and rendering: the requests leave when the short task that sent
 * them ends, not after the long render (browsers, and Lighthouse's model of a slow phone, start a
 * request the page's script asked for only once the task that asked has finished).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

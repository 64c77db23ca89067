/**
 * Resolves in a later task, so that what follows runs after the browser has had a turn (to paint, to answer input).
 * A message rather than a timer: timers in a background tab wait up to a second each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
